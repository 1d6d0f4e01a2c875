import { Group, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ListPager } from './ListPager';
import { LoadError } from './LoadError';
import type { ServerListState } from './useServerList';

/** The parts of a TanStack Query result the frame reads. */
export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

export interface ServerListProps {
  list: ServerListState;
  query: ListQuery;
  /** Rows the server counted for the whole list; undefined while loading. */
  total: number | undefined;
  /** The server stopped counting at `total`; `hasMore` says whether another page follows. */
  capped?: boolean;
  hasMore?: boolean;
  pageSize: number;
  /** What a row is, singular and plural: 'client', 'clients'. */
  noun: readonly [one: string, many: string];
  /** The search box's label; a list filtered only by `filters` (the audit log) has none. */
  searchLabel?: string;
  searchPlaceholder?: string;
  /** Longest search the server takes. */
  searchMaxLength?: number;
  /** The alert's title when the list could not be loaded. */
  errorTitle: string;
  /** Buttons beside the search box (Add User, Create Form). */
  actions?: ReactNode;
  /**
   * Filters beside the search box (a state), or in its place when there is none; they call
   * list.setPage(1) when changed.
   */
  filters?: ReactNode;
  /** A note under the table (the count was capped). */
  footer?: ReactNode;
  /** The table (a DataTable), shown unless loading failed. */
  children: ReactNode;
}

/**
 * The console's list screen frame: a named search box (debounced, back to page 1), the table
 * or an error with a retry, the pager, and a live region that tells screen readers how many
 * rows a search found. Paging and search are the server's (useServerList).
 */
export function ServerList({
  list,
  query,
  total,
  capped,
  hasMore,
  pageSize,
  noun,
  searchLabel,
  searchPlaceholder,
  searchMaxLength,
  errorTitle,
  actions,
  filters,
  footer,
  children,
}: ServerListProps) {
  const settled = !query.isPending && !query.isError;
  return (
    <Stack>
      {searchLabel === undefined ? (
        // Filters of their own (the audit log's): a full-width block, actions are elsewhere.
        filters
      ) : (
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <TextInput
            label={searchLabel}
            placeholder={searchPlaceholder}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={list.search}
            maxLength={searchMaxLength}
            onChange={(event) => list.setSearch(event.currentTarget.value)}
            style={{ flex: 1 }}
            maw={420}
            miw={220}
          />
          {filters}
          {actions}
        </Group>
      )}
      {query.isError ? (
        <LoadError
          title={errorTitle}
          message={query.error?.message ?? ''}
          onRetry={() => void query.refetch()}
        />
      ) : (
        children
      )}
      {/* The pager's count is the live region; with no rows it is not shown, so say it here. */}
      {settled && total === 0 && <VisuallyHidden role="status">{`0 ${noun[1]}`}</VisuallyHidden>}
      {footer}
      <ListPager
        total={total ?? 0}
        pageSize={pageSize}
        page={list.page}
        onPage={list.setPage}
        noun={noun}
        capped={capped}
        hasMore={hasMore}
      />
    </Stack>
  );
}
