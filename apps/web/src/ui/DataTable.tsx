import { Skeleton, Table, Text } from '@mantine/core';
import { flexRender, type ColumnDef, type Table as TanStackTable } from '@tanstack/react-table';
import { useListTable } from './useListTable';

const SKELETON_ROWS = 5;

export interface DataTableProps<T> {
  /** The table's accessible name. */
  label: string;
  /** Display columns, so one table takes rows of any shape. */
  columns: ColumnDef<T, unknown>[];
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
}

/** The row actions a table was given in `meta`, typed for the cell that reads them. */
export function metaOf<Meta, Row>(table: TanStackTable<Row>): Meta {
  return table.options.meta as Meta;
}

/** The console's list table: skeleton rows while loading, one line of text when empty. */
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
}: DataTableProps<T>) {
  const table = useListTable({ rows, columns, meta, getRowId });
  const columnCount = columns.length;
  const shown = table.getRowModel().rows;

  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      {...(focusableScroll && { tabIndex: 0, role: 'region', 'aria-label': label })}
    >
      <Table verticalSpacing="sm" striped highlightOnHover aria-label={label} aria-busy={isLoading}>
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <Table.Th
                  key={header.id}
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
                  <Table.Td key={cell.id}>
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
