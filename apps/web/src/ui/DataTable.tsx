import { Skeleton, Table, Text, type MantineSpacing } from '@mantine/core';
import { flexRender, type Column, type Table as TanStackTable } from '@tanstack/react-table';
import classes from './DataTable.module.css';
import { useListTable } from './useListTable';
import type { TableColumn } from './tableColumn';

const SKELETON_ROWS = 5;

export interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  /** Display columns, so one table takes rows of any shape. */
  columns: TableColumn<T>[];
  rows: T[] | undefined;
  isLoading: boolean;
  emptyText: string;
  getRowId: (row: T) => string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /** What cells need besides their row (row actions): columns stay the same across renders. */
  meta?: object;
  /**
   * Makes the sideways-scrolling box a tab stop, so keyboard users can scroll a table whose
   * rows hold nothing focusable (WCAG 2.1.1; axe's scrollable-region-focusable).
   */
  focusableScroll?: boolean;
  /** The column the server sorted by, told to screen readers as the header's aria-sort. */
  sortedBy?: { column: string; direction: 'ascending' | 'descending' };
  /**
   * The id of the column holding the row's buttons (Send, Edit, Delete): pinned to the right
   * edge while a wide table scrolls, so they are reachable without scrolling sideways.
   */
  actionColumn?: string;
  /**
   * Each cell's left and right padding. A table of many narrow columns (Activity's ten) takes
   * less, so it fits a laptop's box whole instead of scrolling its last columns under the
   * pinned actions.
   */
  horizontalSpacing?: MantineSpacing;
}

/** A cell's column name as the card layout shows it: the header's text, or its meta label. */
function labelOf<T>(column: Column<T, unknown>): string | undefined {
  const { header, meta } = column.columnDef;
  if (typeof header === 'string') return header;
  return (meta as { label?: string } | undefined)?.label;
}

/** The row actions a table was given in `meta`, typed for the cell that reads them. */
export function metaOf<Meta, Row>(table: TanStackTable<Row>): Meta {
  return table.options.meta as Meta;
}

/**
 * The console's list table: skeleton rows while loading, one line of text when empty. In a box
 * narrower than 40em (a phone, or a 768 px tablet beside the sidebar) each row becomes a card
 * whose cells are named by their column; wider, it scrolls sideways with the actions pinned.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  isLoading,
  emptyText,
  getRowId,
  minWidth = 720,
  meta,
  focusableScroll = false,
  sortedBy,
  actionColumn,
  horizontalSpacing,
}: DataTableProps<T>) {
  const table = useListTable({ rows, columns, meta, getRowId });
  const columnCount = columns.length;
  const shown = table.getRowModel().rows;

  return (
    // Native scrolling: Mantine 8's ScrollArea can loop under React 19 (see ScrollBox).
    <Table.ScrollContainer
      type="native"
      minWidth={minWidth}
      className={classes.frame}
      classNames={{ scrollContainerInner: classes.inner }}
      {...(focusableScroll && { tabIndex: 0, role: 'region', 'aria-label': label })}
    >
      <Table
        className={classes.table}
        verticalSpacing="sm"
        horizontalSpacing={horizontalSpacing}
        striped
        highlightOnHover
        aria-label={label}
        aria-busy={isLoading}
      >
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <Table.Th
                  key={header.id}
                  className={header.column.id === actionColumn ? classes.sticky : undefined}
                  aria-sort={sortedBy?.column === header.column.id ? sortedBy.direction : undefined}
                >
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {isLoading &&
            Array.from({ length: SKELETON_ROWS }, (_, row) => (
              <Table.Tr key={row} aria-hidden data-testid="skeleton-row">
                {Array.from({ length: columnCount }, (_, cell) => (
                  <Table.Td key={cell}>
                    <Skeleton height={14} radius="sm" />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          {!isLoading && shown.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columnCount}>
                <Text c="dimmed" ta="center" py="lg">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {!isLoading &&
            shown.map((row) => (
              <Table.Tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <Table.Td
                    key={cell.id}
                    data-label={labelOf(cell.column)}
                    className={cell.column.id === actionColumn ? classes.sticky : undefined}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
