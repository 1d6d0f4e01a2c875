import { ActionIcon, Button, Group, Skeleton, Table, Text } from '@mantine/core';
import type { Plan } from '@paperless/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { createColumnHelper, flexRender, type Table as TanStackTable } from '@tanstack/react-table';
import { useListTable } from '../../ui/useListTable';
import { formatAmount, planTypeLabel } from './planSearch';

const SKELETON_ROWS = 5;

export interface PlanRowActions {
  onView: (plan: Plan) => void;
  onEdit: (plan: Plan) => void;
  onDelete: (plan: Plan) => void;
  onToggleStatus: (plan: Plan) => void;
  /** The plan whose status change is on its way, if any. */
  statusPendingId: number | null;
}

const column = createColumnHelper<Plan>();

// The row actions travel in the table's meta: columns (and so the cell components) stay the same
// across renders, and a row's buttons are not remounted under the pointer.
function actionsOf(table: TanStackTable<Plan>): PlanRowActions {
  return table.options.meta as PlanRowActions;
}

const COLUMNS = [
  column.accessor('name', { header: 'Plan Name' }),
  column.display({ id: 'type', header: 'Type', cell: ({ row }) => planTypeLabel(row.original) }),
  column.accessor('encounter', { header: 'Encounters' }),
  column.accessor('price', { header: 'Price', cell: ({ getValue }) => formatAmount(getValue()) }),
  column.accessor('overage_cost', {
    header: 'Overage Cost',
    cell: ({ getValue }) => formatAmount(getValue()),
  }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row, table }) => <StatusButton plan={row.original} actions={actionsOf(table)} />,
  }),
  column.display({
    id: 'action',
    header: 'Action',
    cell: ({ row, table }) => <RowActions plan={row.original} actions={actionsOf(table)} />,
  }),
];

interface CellProps {
  plan: Plan;
  actions: PlanRowActions;
}

function RowActions({ plan, actions }: CellProps) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={`View ${plan.name}`}
        onClick={() => actions.onView(plan)}
      >
        <IconEye size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={`Edit ${plan.name}`}
        onClick={() => actions.onEdit(plan)}
      >
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Delete ${plan.name}`}
        onClick={() => actions.onDelete(plan)}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/**
 * The spec's status button: it shows the status and flips it. (A Mantine Switch hides its input
 * under the track, so a pointer never lands on the labelled element.)
 */
function StatusButton({ plan, actions }: CellProps) {
  const active = plan.is_active === 1;
  return (
    <Button
      size="compact-sm"
      variant="light"
      color={active ? 'teal' : 'gray'}
      miw={84}
      loading={actions.statusPendingId === plan.id}
      aria-label={`${active ? 'Deactivate' : 'Activate'} ${plan.name}`}
      title={active ? 'Active: click to deactivate' : 'Inactive: click to activate'}
      onClick={() => actions.onToggleStatus(plan)}
    >
      {active ? 'Active' : 'Inactive'}
    </Button>
  );
}

interface PlansTableProps {
  plans: Plan[] | undefined;
  isLoading: boolean;
  emptyText: string;
  actions: PlanRowActions;
}

export function PlansTable({ plans, isLoading, emptyText, actions }: PlansTableProps) {
  const table = useListTable({
    rows: plans,
    columns: COLUMNS,
    meta: actions,
    getRowId: (plan) => String(plan.id),
  });
  const columnCount = table.getAllLeafColumns().length;
  const rows = table.getRowModel().rows;

  return (
    // Seven columns scroll sideways on phones instead of squeezing the names.
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" striped highlightOnHover aria-label="Plans" aria-busy={isLoading}>
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
          {isLoading &&
            Array.from({ length: SKELETON_ROWS }, (_, row) => (
              <Table.Tr key={row} aria-hidden>
                {Array.from({ length: columnCount }, (_, cell) => (
                  <Table.Td key={cell}>
                    <Skeleton height={14} radius="sm" />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          {!isLoading && rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columnCount}>
                <Text c="dimmed" ta="center" py="lg">
                  {emptyText}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {!isLoading &&
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
