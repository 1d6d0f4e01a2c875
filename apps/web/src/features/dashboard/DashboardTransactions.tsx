import type { DashboardTransaction } from '@paperless/core';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '../../ui/DataTable';
import { StatusBadge } from '../../ui/StatusBadge';
import { lastMonthColumns } from '../finance';

const column = createColumnHelper<DashboardTransaction>();

const COLUMNS = [
  column.display({
    id: 'client',
    header: 'Client Name',
    cell: ({ row }) => row.original.clientName,
  }),
  column.display({ id: 'plan', header: 'Plan Name', cell: ({ row }) => row.original.planName }),
  ...lastMonthColumns<DashboardTransaction>(),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <StatusBadge label={row.original.status} dashboard />,
  }),
];

export function DashboardTransactions({
  rows,
  isLoading,
}: {
  rows: DashboardTransaction[] | undefined;
  isLoading: boolean;
}) {
  return (
    <DataTable
      label="Transaction History"
      columns={COLUMNS}
      rows={rows}
      isLoading={isLoading}
      emptyText="No data available"
      getRowId={(row) => String(row.id)}
      minWidth={680}
    />
  );
}
