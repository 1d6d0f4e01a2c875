import { Skeleton, Table, Text } from '@mantine/core';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Table as TanStackTable,
} from '@tanstack/react-table';

const SKELETON_ROWS = 5;

interface ListTableProps<Row, Meta> {
  label: string;
  rows: Row[] | undefined;
  columns: ColumnDef<Row, unknown>[];
  rowId: (row: Row) => string;
  /** Row actions; they travel in the table's meta so the columns stay the same across renders. */
  meta: Meta;
  isLoading: boolean;
  emptyText: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
}

export function metaOf<Meta, Row>(table: TanStackTable<Row>): Meta {
  return table.options.meta as Meta;
}

/** The users and roles tables: skeleton rows while loading, a message when empty. */
export function ListTable<Row, Meta>(props: ListTableProps<Row, Meta>) {
  // TanStack Table keeps its own mutable state; the compiler must leave this component alone.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: props.rows ?? [],
    columns: props.columns,
    meta: props.meta as object,
    getCoreRowModel: getCoreRowModel(),
    getRowId: props.rowId,
  });
  const columnCount = table.getAllLeafColumns().length;
  const rows = table.getRowModel().rows;

  return (
    <Table.ScrollContainer minWidth={props.minWidth}>
      <Table
        verticalSpacing="sm"
        striped
        highlightOnHover
        aria-label={props.label}
        aria-busy={props.isLoading}
      >
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <Table.Th key={header.id}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {props.isLoading &&
            Array.from({ length: SKELETON_ROWS }, (_, row) => (
              <Table.Tr key={row} aria-hidden>
                {Array.from({ length: columnCount }, (_, cell) => (
                  <Table.Td key={cell}>
                    <Skeleton height={14} radius="sm" />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          {!props.isLoading && rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columnCount}>
                <Text c="dimmed" ta="center" py="lg">
                  {props.emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {!props.isLoading &&
            rows.map((row) => (
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
