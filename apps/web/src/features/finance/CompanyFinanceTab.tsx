import { ActionIcon, Group, Stack, Text, Title } from '@mantine/core';
import type { CompanySubscription, Invoice } from '@paperless/core';
import { IconDownload } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable } from '../../ui/DataTable';
import { StatusBadge } from '../../ui/StatusBadge';
import { useCompanyInvoices, useCompanySubscription } from './financeApi';
import { usd, usDate } from './format';
import { matchesInvoiceSearch } from './invoiceSearch';
import { InvoiceStatusBadge } from './StatusBadges';
import type { DownloadState } from './TransactionsTable';
import { useInvoiceDownload } from './useInvoiceDownload';
import { LoadError } from '../../ui/LoadError';
import { SearchInput } from '../../ui/SearchInput';

const column = createColumnHelper<Invoice>();

const COLUMNS = [
  column.display({ id: 'number', header: 'Invoice No.', cell: ({ row }) => row.original.number }),
  column.display({
    id: 'period',
    header: 'Period',
    cell: ({ row }) => `${usDate(row.original.period_start)} – ${usDate(row.original.period_end)}`,
  }),
  column.display({ id: 'plan', header: 'Plan', cell: ({ row }) => row.original.plan_name }),
  column.display({
    id: 'encounters',
    header: 'Encounters',
    cell: ({ row }) => row.original.encounters,
  }),
  column.display({
    id: 'overage',
    header: 'Overage',
    cell: ({ row }) => usd(row.original.overage_amount),
  }),
  column.display({ id: 'amount', header: 'Amount', cell: ({ row }) => usd(row.original.amount) }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <InvoiceStatusBadge status={row.original.status} />,
  }),
  column.display({
    id: 'paid',
    header: 'Paid On',
    cell: ({ row }) => usDate(row.original.paid_at),
  }),
  column.display({
    id: 'download',
    header: 'Download',
    cell: ({ row, table }) => {
      const download = table.options.meta as DownloadState;
      return (
        <ActionIcon
          variant="subtle"
          aria-label={`Download invoice ${row.original.number}`}
          loading={download.pendingId === row.original.id}
          onClick={() => download.start(row.original.id)}
        >
          <IconDownload size={18} aria-hidden />
        </ActionIcon>
      );
    },
  }),
];

function SubscriptionSummary({ subscription }: { subscription: CompanySubscription | null }) {
  if (!subscription)
    return (
      <Text size="sm" c="dimmed">
        No subscription yet.
      </Text>
    );
  return (
    <Group gap="xs" wrap="wrap">
      <StatusBadge label={subscription.label} />
      <Text size="sm">
        {subscription.plan.name}: {usd(subscription.plan.price)} a month for{' '}
        {subscription.plan.encounter} encounters
        {subscription.next_payment_at && (
          <> · next payment {usDate(subscription.next_payment_at)}</>
        )}
      </Text>
    </Group>
  );
}

/** A client's Finance Details tab: its subscription and every invoice, each downloadable. */
export function CompanyFinanceTab({ companyId }: { companyId: number }) {
  const invoices = useCompanyInvoices(companyId);
  const subscription = useCompanySubscription(companyId);
  const download = useInvoiceDownload();
  const [search, setSearch] = useState('');
  const rows = invoices.data?.filter((invoice) => matchesInvoiceSearch(invoice, search));

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Title order={2} size="h4">
            Invoices
          </Title>
          {subscription.data !== undefined && (
            <SubscriptionSummary subscription={subscription.data} />
          )}
        </Stack>
        <SearchInput
          label="Search invoices"
          placeholder="Number, date, status or amount"
          value={search}
          onChange={setSearch}
          w={300}
        />
      </Group>
      {invoices.isError ? (
        <LoadError title="The invoices could not be loaded" query={invoices} />
      ) : (
        <DataTable
          actionColumn="download"
          label="Invoices"
          columns={COLUMNS}
          rows={rows}
          isLoading={invoices.isPending}
          emptyText="No data available"
          getRowId={(invoice) => String(invoice.id)}
          meta={download}
          minWidth={900}
        />
      )}
    </Stack>
  );
}
