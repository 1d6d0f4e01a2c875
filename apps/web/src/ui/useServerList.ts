import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useState } from 'react';

/** How long typing pauses before the server is asked: one request per word, not per key. */
export const SEARCH_DELAY_MS = 300;

/** What a server-paged list is: its rows' name, its page size and the words of its frame. */
export interface ListSpec {
  pageSize: number;
  /** What a row is, singular and plural: 'client', 'clients'. */
  noun: readonly [one: string, many: string];
  /** Off for a list filtered only by the frame's `filters` (the audit log): no search box. */
  withSearch?: boolean;
  /** The search box's label; "Search clients" for the noun 'clients'. */
  searchLabel?: string;
  searchPlaceholder?: string;
  /** Longest search the server takes. */
  searchMaxLength?: number;
  /** The alert's title when the list could not be loaded; "The clients could not be loaded". */
  errorTitle?: string;
}

export interface ServerListState {
  /** The list this state pages (ServerList draws its frame from it). */
  spec: ListSpec;
  /** What the search box shows. */
  search: string;
  /** Sets the search box; the search, once sent, starts again on page 1. */
  setSearch: (value: string) => void;
  /** The trimmed search the server is asked for, once typing has paused. */
  query: string;
  page: number;
  setPage: (page: number) => void;
  /**
   * After a row was deleted: when it was the last one on a later page, show the page before
   * rather than an empty page.
   */
  afterRemoving: (rowsOnPage: number | undefined) => void;
}

/** The search and page of a list whose searching and paging the server does. */
export function useServerList(spec: ListSpec): ServerListState {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // A page belongs to the search it was chosen under: a new search starts on page 1 when it is
  // sent, not at the first key, so typing asks the server once and never for a stale page.
  const [paging, setPaging] = useState({ page: 1, query: '' });
  const page = paging.query === query ? paging.page : 1;
  // Stable while the search is: screens call it from their own memoized filter callbacks.
  const setPage = useCallback((next: number) => setPaging({ page: next, query }), [query]);
  return {
    spec,
    search,
    setSearch,
    query,
    page,
    setPage,
    afterRemoving: (rowsOnPage) => {
      if (rowsOnPage === 1 && page > 1) setPage(page - 1);
    },
  };
}
