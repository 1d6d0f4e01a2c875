import { ActionIcon, Tooltip } from '@mantine/core';
import { financeMessages, transactionStatusLabel, type FinanceTransaction } from '@paperless/core';
import { IconDownload } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '../../ui/DataTable';
import { StatusBadge } from '../../ui/StatusBadge';
import { usDate } from './format';
import { lastMonthColumns } from './lastMonthColumns';

export interface DownloadState {
  start: (invoiceId: number) => void;
  pendingId: number | null;
}

const column = createColumnHelper<FinanceTransaction>();

// The download action travels in the table's meta, so the columns (and their buttons) stay put.
const COLUMNS = [
  column.display({
    id: 'client',
    header: 'Client Name',
    cell: ({ row }) => row.original.company.name,
  }),
  column.display({ id: 'type', header: 'Plan Type', cell: ({ row }) => row.original.planType }),
  column.display({
    id: 'next',
    header: 'Next Payment Due Date',
    cell: ({ row }) => usDate(row.original.nextPaymentDate),
  }),
  ...lastMonthColumns<FinanceTransaction>(),
  column.display({
    id: 'paid',
    header: 'Last Payment Date',
    cell: ({ row }) => usDate(row.original.lastPaymentDate),
  }),
  column.display({
    id: 'status',
    header: 'Status',
    // The company's standing in decision 16's words, as the Dashboard and Clients show it.
    cell: ({ row }) => <StatusBadge label={transactionStatusLabel(row.original.status)} />,
  }),
  column.display({
    id: 'download',
    header: 'Download',
    cell: ({ row, table }) => (
      <DownloadButton row={row.original} download={table.options.meta as DownloadState} />
    ),
  }),
];

function DownloadButton({ row, download }: { row: FinanceTransaction; download: DownloadState }) {
  const invoiceId = row.invoiceId;
  const label =
    invoiceId === null
      ? `${financeMessages.noInvoice} for ${row.company.name}`
      : `Download last invoice of ${row.company.name}`;
  return (
    <Tooltip label={invoiceId === null ? financeMessages.noInvoice : 'Download invoice (PDF)'}>
      <ActionIcon
        variant="subtle"
        aria-label={label}
        disabled={invoiceId === null}
        loading={invoiceId !== null && download.pendingId === invoiceId}
        onClick={() => invoiceId !== null && download.start(invoiceId)}
      >
        <IconDownload size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

export function TransactionsTable({
  rows,
  isLoading,
  emptyText,
  download,
}: {
  rows: FinanceTransaction[] | undefined;
  isLoading: boolean;
  emptyText: string;
  download: DownloadState;
}) {
  return (
    <DataTable
      actionColumn="download"
      label="Transaction History"
      columns={COLUMNS}
      meta={download}
      rows={rows}
      isLoading={isLoading}
      emptyText={emptyText}
      getRowId={(row) => String(row.id)}
      minWidth={960}
    />
  );
}
