import { Group, UnstyledButton } from '@mantine/core';
import type { SubmittedFormsSort } from '@paperless/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useLayoutEffect, useRef } from 'react';

interface SortHeaderProps {
  label: string;
  sort: SubmittedFormsSort;
  onSort: (next: SubmittedFormsSort) => void;
}

/**
 * A date column's header that flips the server's order (newest first ⇄ oldest first). The
 * order is told on the header cell as aria-sort; the shared DataTable draws that cell, so the
 * attribute is set on it from here.
 */
export function SortHeader({ label, sort, onSort }: SortHeaderProps) {
  const button = useRef<HTMLButtonElement>(null);
  const ascending = sort === 'date_asc';

  useLayoutEffect(() => {
    const cell = button.current?.closest('th');
    cell?.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
    return () => cell?.removeAttribute('aria-sort');
  }, [ascending]);

  const Arrow = ascending ? IconArrowUp : IconArrowDown;
  return (
    <UnstyledButton
      ref={button}
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
