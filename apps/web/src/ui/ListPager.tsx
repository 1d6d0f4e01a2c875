import { Group, Pagination, Text } from '@mantine/core';

// Screen readers hear what each control does, not 'button'.
const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

interface ListPagerProps {
  /** Rows the server counted for the whole list (every page). */
  total: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  /** What a row is, singular and plural: 'client', 'clients'. */
  noun: readonly [one: string, many: string];
  /**
   * The server stopped counting at `total` (a capped search): the count reads "More than", and
   * pages go on one past the current while `hasMore` says another follows.
   */
  capped?: boolean;
  hasMore?: boolean;
}

/** Under every server-paged list: how many rows there are, and the pages when there are several. */
export function ListPager({
  total,
  pageSize,
  page,
  onPage,
  noun,
  capped = false,
  hasMore = false,
}: ListPagerProps) {
  if (total === 0) return null;
  const counted = Math.max(1, Math.ceil(total / pageSize));
  const pages = capped ? Math.max(counted, page + (hasMore ? 1 : 0)) : counted;
  return (
    <Group justify="space-between">
      {/* gray.7, not dimmed: dimmed fails the contrast check on white. */}
      {/* A status region: a search's new count is read out without moving the focus. */}
      <Text size="sm" c="gray.7" role="status">
        {capped
          ? `More than ${total.toLocaleString('en-US')} ${noun[1]}`
          : `${total} ${total === 1 ? noun[0] : noun[1]}`}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onPage}
          getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      )}
    </Group>
  );
}
