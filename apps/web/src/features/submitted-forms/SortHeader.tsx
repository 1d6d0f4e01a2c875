import { Group, UnstyledButton } from '@mantine/core';
import type { SubmittedFormsSort } from '@paperless/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';

interface SortHeaderProps {
  label: string;
  sort: SubmittedFormsSort;
  onSort: (next: SubmittedFormsSort) => void;
}

/**
 * A date column's header that flips the server's order (newest first ⇄ oldest first). The
 * table tells the order on the header cell (DataTable's sortedBy).
 */
export function SortHeader({ label, sort, onSort }: SortHeaderProps) {
  const ascending = sort === 'date_asc';

  const Arrow = ascending ? IconArrowUp : IconArrowDown;
  return (
    <UnstyledButton
      onClick={() => onSort(ascending ? 'date_desc' : 'date_asc')}
      fw="inherit"
      fz="inherit"
      title={ascending ? 'Oldest first: sort newest first' : 'Newest first: sort oldest first'}
    >
      <Group gap={4} wrap="nowrap" component="span">
        {label}
        <Arrow size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
