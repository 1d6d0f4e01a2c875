import { Box, Button, Card, Group, Text, Title } from '@mantine/core';
import type { ClinicInvoice } from '@paperless/core';
import { IconDownload } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable } from '../../ui/DataTable';
import { errorMessage } from '../../lib/formErrors';
import { ListPager } from '../../ui/ListPager';
import { LoadError } from '../../ui/LoadError';
import { WordBadge } from '../../ui/StatusBadge';
import { notifyError } from '../../ui/notify';
import { downloadClinicInvoice, useInvoices } from './billingApi';
import { clinicDate, monthOf, usd } from './money';
import type { TableColumn } from '../../ui/tableColumn';

const PER_PAGE = 10;
const STATUS: Record<ClinicInvoice['status'], { label: string; color: string }> = {
  paid: { label: 'Paid', color: 'green' },
  pending: { label: 'Unpaid', color: 'yellow' },
  failed: { label: 'Payment failed', color: 'red' },
  void: { label: 'Void', color: 'gray' },
};

function PdfButton({ invoice }: { invoice: ClinicInvoice }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadClinicInvoice(invoice.id, invoice.number);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={busy}
      onClick={() => void download()}
      aria-label={`Download invoice ${invoice.number} as PDF`}
    >
      PDF
    </Button>
  );
}

const column = createColumnHelper<ClinicInvoice>();
// The clinic's time zone travels in the table's meta, so the columns stay put across renders.
const COLUMNS: TableColumn<ClinicInvoice>[] = [
  column.display({ id: 'number', header: 'Invoice', cell: ({ row }) => row.original.number }),
  column.display({
    id: 'period',
    header: 'Period',
    cell: ({ row }) => monthOf(row.original.period_start),
  }),
  column.display({ id: 'amount', header: 'Amount', cell: ({ row }) => usd(row.original.amount) }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row, table }) => {
      const invoice = row.original;
      const { timeZone } = table.options.meta as { timeZone: string };
      return (
        <>
          <WordBadge color={STATUS[invoice.status].color}>{STATUS[invoice.status].label}</WordBadge>
          {invoice.paid_at && (
            <Text size="xs" c="gray.7">
              {clinicDate(invoice.paid_at, timeZone)}
            </Text>
          )}
        </>
      );
    },
  }),
  column.display({
    id: 'download',
    header: 'Download',
    cell: ({ row }) => <PdfButton invoice={row.original} />,
  }),
];

/**
 * The clinic's invoices, paged on the server, in the console's one table (ui/DataTable): on a
 * phone each row becomes a card, wider the PDF button stays pinned.
 */
export function InvoicesTable({ timeZone }: { timeZone: string }) {
  const [page, setPage] = useState(1);
  const invoices = useInvoices(page, PER_PAGE);
  const meta = useMemo(() => ({ timeZone }), [timeZone]);

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="invoices-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="invoices-title">
          Invoices
        </Title>
      </Group>
      {invoices.isError ? (
        <LoadError title="The invoices could not be loaded" query={invoices} />
      ) : (
        <DataTable
          label="Invoices"
          columns={COLUMNS}
          rows={invoices.data?.data}
          isLoading={!invoices.data}
          emptyText="No invoices yet. Your first one is made after your first month."
          getRowId={(invoice) => String(invoice.id)}
          meta={meta}
          minWidth={560}
          actionColumn="download"
        />
      )}
      <Box mt="md">
        <ListPager
          total={invoices.data?.total ?? 0}
          pageSize={PER_PAGE}
          page={page}
          onPage={setPage}
          noun={['invoice', 'invoices']}
        />
      </Box>
    </Card>
  );
}
