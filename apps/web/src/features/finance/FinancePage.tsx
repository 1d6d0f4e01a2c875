import { Paper, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { TRANSACTIONS_PAGE_SIZE, useTransactions } from './financeApi';
import { TransactionsTable } from './TransactionsTable';
import { useInvoiceDownload } from './useInvoiceDownload';
import { ListPager } from '../../ui/ListPager';

const SEARCH_DELAY_MS = 300;
/** Finance: every client's billing at a glance, with its last invoice to download. */
export function FinancePage() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const transactions = useTransactions(page, debouncedSearch);
  const download = useInvoiceDownload();

  const total = transactions.data?.total ?? 0;

  return (
    <>
      <PageHeader
        title="Transaction History"
        description="Each client's plan, last month's encounters and payment, and next payment date."
      />
      <Paper withBorder p="md">
        <Stack>
          <TextInput
            label="Search transactions"
            placeholder="Client, plan, date, status or amount"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            maw={420}
          />
          {transactions.isError ? (
            <LoadError
              title="The transactions could not be loaded"
              message={transactions.error.message}
              onRetry={() => void transactions.refetch()}
            />
          ) : (
            <TransactionsTable
              rows={transactions.data?.data}
              isLoading={transactions.isPending}
              emptyText="No transactions found"
              download={download}
            />
          )}
          <ListPager
            total={total}
            pageSize={TRANSACTIONS_PAGE_SIZE}
            page={page}
            onPage={setPage}
            noun={['client', 'clients']}
          />
        </Stack>
      </Paper>
    </>
  );
}
