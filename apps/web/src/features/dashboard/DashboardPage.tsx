import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { SUBSCRIPTION_FILTERS, type SubscriptionFilter } from '@paperless/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../ui/PageHeader';
import { DashboardCounters } from './DashboardCounters';
import { DashboardTransactions } from './DashboardTransactions';
import { useDashboard } from './dashboardApi';
import { filterDashboardRows } from './dashboardSearch';
import { RevenueChart } from './RevenueChart';

/**
 * The provider dashboard: counters, the clients' last month by status, and a year of revenue
 * and encounters. A Sales Person sees only their own clients (the server scopes every number).
 */
export function DashboardPage() {
  const [filter, setFilter] = useState<SubscriptionFilter>('All');
  const [search, setSearch] = useState('');
  const dashboard = useDashboard(filter);
  const data = dashboard.data;
  const rows = data ? filterDashboardRows(data.transactions, search) : undefined;

  return (
    <>
      <PageHeader title="Dashboard" />
      {dashboard.isError && (
        <Alert
          color="red"
          icon={<IconAlertCircle />}
          title="The dashboard could not be loaded"
          mb="md"
        >
          <Text size="sm" mb="sm">
            {dashboard.error.message}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => void dashboard.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      <Stack gap="lg">
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
                  onChange={(value) => setFilter((value as SubscriptionFilter | null) ?? 'All')}
                  allowDeselect={false}
                  w={180}
                />
                <TextInput
                  label="Search transactions"
                  placeholder="Client, plan, status or amount"
                  leftSection={<IconSearch size={16} aria-hidden />}
                  value={search}
                  onChange={(event) => setSearch(event.currentTarget.value)}
                  w={280}
                />
              </Group>
            </Group>
            <DashboardTransactions
              rows={dashboard.isError ? [] : rows}
              // A new filter keeps the old rows until its answer arrives (no flashing).
              isLoading={dashboard.isPending}
            />
          </Stack>
        </Paper>
        <RevenueChart points={data?.chart} />
      </Stack>
    </>
  );
}
