import { getCoreRowModel, useReactTable, type Table } from '@tanstack/react-table';
import type { TableColumn } from './tableColumn';

/** One empty list for every table still loading: a new `[]` per render is new data to TanStack. */
const NO_ROWS: never[] = [];
/** getCoreRowModel() makes a new function each call; one is enough for every table. */
const coreRowModel = getCoreRowModel();

/**
 * TanStack Table for the console's lists, whose paging is the server's. Two things make it safe:
 * rows that are still loading are one shared empty list, and the page index is never reset by
 * the table. Without them each render of a loading list was new data, and new data makes
 * TanStack queue a page-index reset (a state update in a microtask), which renders again:
 * a loop that never yields to the browser, so the query's answer never arrived and the tab froze
 * (seen as a staff page that stopped responding after navigation).
 */
export function useListTable<T>(options: {
  rows: T[] | undefined;
  columns: TableColumn<T>[];
  getRowId: (row: T) => string;
  meta?: object | undefined;
}): Table<T> {
  // TanStack Table keeps its own mutable state; the compiler must leave this hook alone.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useReactTable({
    data: options.rows ?? NO_ROWS,
    columns: options.columns,
    meta: options.meta,
    getCoreRowModel: coreRowModel,
    getRowId: options.getRowId,
    autoResetPageIndex: false,
  });
}
