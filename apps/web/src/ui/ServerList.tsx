import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';

import type { ReactNode } from 'react';
import { ListPager } from './ListPager';
import { LoadError } from './LoadError';
import type { ServerListState } from './useServerList';
import { SearchInput } from './SearchInput';

/** How a server's page of a list counts the whole list. */
export interface ListCount {
  /** Rows the server counted for the whole list. */
  total: number;
  /** The server stopped counting at `total`; `has_more` says whether another page follows. */
  total_capped?: boolean;
  has_more?: boolean;
}

/** The parts of a TanStack Query result the frame reads. */
export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
  /** The page loaded; undefined while loading. */
  data?: ListCount | undefined;
}

export interface ServerListProps {
  /** The search and page, and the list's spec (useServerList). */
  list: ServerListState;
  query: ListQuery;
  /** Buttons beside the search box (Add User, Create Form). */
  actions?: ReactNode;
  /**
   * Filters beside the search box (a state), or in its place when there is none; they call
   * list.setPage(1) when changed.
   */
  filters?: ReactNode;
  /** A note under the table when the server stopped counting (how to narrow the list). */
  cappedNote?: ReactNode;
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
  actions,
  filters,
  cappedNote,
  children,
}: ServerListProps) {
  const {
    pageSize,
    noun,
    withSearch = true,
    searchLabel = `Search ${noun[1]}`,
    searchPlaceholder,
    searchMaxLength,
    errorTitle = `The ${noun[1]} could not be loaded`,
  } = list.spec;
  const settled = !query.isPending && !query.isError;
  const total = query.data?.total;
  const capped = query.data?.total_capped;
  return (
    <Stack>
      {!withSearch ? (
        // Filters of their own (the audit log's): a full-width block, actions are elsewhere.
        filters
      ) : (
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <SearchInput
            fill
            label={searchLabel}
            placeholder={searchPlaceholder}
            value={list.search}
            maxLength={searchMaxLength}
            onChange={list.setSearch}
          />
          {filters}
          {actions}
        </Group>
      )}
      {query.isError ? <LoadError title={errorTitle} query={query} /> : children}
      {/* The pager's count is the live region; with no rows it is not shown, so say it here. */}
      {settled && total === 0 && <VisuallyHidden role="status">{`0 ${noun[1]}`}</VisuallyHidden>}
      {capped && (
        <Text size="sm" c="gray.7">
          {cappedNote}
        </Text>
      )}
      <ListPager
        total={total ?? 0}
        pageSize={pageSize}
        page={list.page}
        onPage={list.setPage}
        noun={noun}
        capped={capped}
        hasMore={query.data?.has_more}
      />
    </Stack>
  );
}
