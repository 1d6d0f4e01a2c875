import { Group, Paper, Select, Stack, Title } from '@mantine/core';
import { SUBSCRIPTION_FILTERS, type SubscriptionFilter } from '@paperless/core';
import { useDebouncedValue } from '@mantine/hooks';

import { useState } from 'react';
import { ListPager } from '../../ui/ListPager';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { DashboardCounters } from './DashboardCounters';
import { DashboardTransactions } from './DashboardTransactions';
import { TRANSACTIONS_PAGE_SIZE, useDashboard, useDashboardTransactions } from './dashboardApi';
import { RevenueChart } from './RevenueChart';
import { SetupChecklist } from './SetupChecklist';
import { SearchInput } from '../../ui/SearchInput';

const SEARCH_DELAY_MS = 300;

/**
 * The provider dashboard: counters, the clients' last month by status, and a year of revenue
 * and encounters. A Sales Person sees only their own clients (the server scopes every number).
 * The Transaction History is filtered, searched and paged by the server, a page at a time.
 */
export function DashboardPage() {
  const [filter, setFilter] = useState<SubscriptionFilter>('All');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const dashboard = useDashboard();
  const transactions = useDashboardTransactions(filter, debouncedSearch, page);
  const data = dashboard.data;

  return (
    <>
      <PageHeader title="Dashboard" />
      {dashboard.isError && (
        <LoadError title="The dashboard could not be loaded" query={dashboard} mb="md" />
      )}
      <Stack gap="lg">
        <SetupChecklist />
        <DashboardCounters data={dashboard.isError ? undefined : data} />
        <Paper withBorder p="md" component="section" aria-labelledby="dashboard-transactions">
          <Stack>
            <Group justify="space-between" align="flex-end" wrap="wrap">
              <Title order={2} size="h4" id="dashboard-transactions">
                Transaction History
              </Title>
              <Group align="flex-end" wrap="wrap">
                <Select
                  label="Status"
                  data={SUBSCRIPTION_FILTERS}
                  value={filter}
                  onChange={(value) => {
                    setFilter((value as SubscriptionFilter | null) ?? 'All');
                    setPage(1);
                  }}
                  allowDeselect={false}
                  w={180}
                />
                <SearchInput
                  label="Search transactions"
                  placeholder="Client, plan, status or amount"
                  value={search}
                  onChange={(value) => {
                    setSearch(value);
                    setPage(1);
                  }}
                  w={280}
                />
              </Group>
            </Group>
            {transactions.isError && (
              <LoadError title="The transactions could not be loaded" query={transactions} />
            )}
            <DashboardTransactions
              rows={transactions.isError ? [] : transactions.data?.data}
              // A new filter, search or page keeps the old rows until its answer arrives.
              isLoading={transactions.isPending}
            />
            <ListPager
              total={transactions.data?.total ?? 0}
              pageSize={TRANSACTIONS_PAGE_SIZE}
              page={page}
              onPage={setPage}
              noun={['client', 'clients']}
            />
          </Stack>
        </Paper>
        <RevenueChart points={data?.chart} />
      </Stack>
    </>
  );
}
