import { ActionIcon, Button, Group } from '@mantine/core';
import type { Plan } from '@paperless/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { createColumnHelper, type Table as TanStackTable } from '@tanstack/react-table';
import { DataTable } from '../../ui/DataTable';
import { formatAmount, planTypeLabel } from './planSearch';
import type { TableColumn } from '../../ui/tableColumn';

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

const COLUMNS: TableColumn<Plan>[] = [
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
      // The visible word starts the name (WCAG 2.5.3, label in name), then what a press does.
      aria-label={`${active ? 'Active: deactivate' : 'Inactive: activate'} ${plan.name}`}
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
  return (
    <DataTable
      label="Plans"
      columns={COLUMNS}
      rows={plans}
      isLoading={isLoading}
      emptyText={emptyText}
      getRowId={(plan) => String(plan.id)}
      meta={actions}
      minWidth={820}
      actionColumn="action"
    />
  );
}
