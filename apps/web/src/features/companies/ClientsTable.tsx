import { ActionIcon, Button, Group } from '@mantine/core';
import { companyStatusLabel, type CompanyListItem } from '@paperless/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { createColumnHelper, type Table as TanStackTable } from '@tanstack/react-table';
import { DataTable } from '../../ui/DataTable';
import { Link } from 'react-router';
import { StatusBadge } from '../../ui/StatusBadge';
import { formatUsDate } from './companyDates';
import type { TableColumn } from '../../ui/tableColumn';

export interface ClientRowActions {
  onEdit: (company: CompanyListItem) => void;
  onToggleStatus: (company: CompanyListItem) => void;
  onDelete: (company: CompanyListItem) => void;
}

const column = createColumnHelper<CompanyListItem>();

// The row actions travel in the table's meta: columns (and so the cell components) stay the same
// across renders, and a row's buttons are not remounted under the pointer.
function actionsOf(table: TanStackTable<CompanyListItem>): ClientRowActions {
  return table.options.meta as ClientRowActions;
}

const COLUMNS: TableColumn<CompanyListItem>[] = [
  column.accessor('name', { header: 'Business Name' }),
  column.accessor('created_at', {
    header: 'Create Date',
    cell: ({ getValue }) => formatUsDate(getValue()),
  }),
  column.display({
    id: 'usage',
    header: 'Used/Allocated',
    // Decision 19: this month's encounters over the plan's.
    cell: ({ row }) => `${row.original.usage.used}/${row.original.usage.allocated}`,
  }),
  column.display({
    id: 'status',
    header: 'Status',
    // Decision 16's word, as the Dashboard and Finance show it (deactivated: Suspended).
    cell: ({ row }) => (
      <StatusBadge
        label={companyStatusLabel(row.original.status, row.original.subscription_status)}
      />
    ),
  }),
  column.display({
    id: 'action',
    header: 'Action',
    cell: ({ row, table }) => <RowActions company={row.original} actions={actionsOf(table)} />,
  }),
];

function RowActions({ company, actions }: { company: CompanyListItem; actions: ClientRowActions }) {
  const active = company.status === 1;
  const statusAction = active ? 'Deactivate' : 'Activate';
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        component={Link}
        to={`/companyDetails/${company.id}`}
        variant="subtle"
        aria-label={`View ${company.name}`}
      >
        <IconEye size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={`Edit ${company.name}`}
        onClick={() => actions.onEdit(company)}
      >
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <Button
        size="compact-sm"
        variant="light"
        color={active ? 'orange' : 'teal'}
        miw={96}
        title={statusAction}
        aria-label={`${statusAction} ${company.name}`}
        onClick={() => actions.onToggleStatus(company)}
      >
        {statusAction}
      </Button>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Delete ${company.name}`}
        onClick={() => actions.onDelete(company)}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

interface ClientsTableProps {
  companies: CompanyListItem[] | undefined;
  isLoading: boolean;
  emptyText: string;
  actions: ClientRowActions;
}

export function ClientsTable({ companies, isLoading, emptyText, actions }: ClientsTableProps) {
  return (
    <DataTable
      label="Clients"
      columns={COLUMNS}
      rows={companies}
      isLoading={isLoading}
      emptyText={emptyText}
      getRowId={(company) => String(company.id)}
      meta={actions}
      actionColumn="action"
    />
  );
}
