import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CLINIC_WELCOME, hasPermission } from '@paperless/core';
import { LoadError } from '../../ui/LoadError';
import { useSignedInSession } from '../../lib/session';
import { useClinicDashboard } from './clientDashboardApi';
import { LatestCompletions } from './LatestCompletions';
import { MonthSummary } from './MonthSummary';
import { TodayFigures } from './TodayFigures';

/**
 * /client-dashboard: the welcome (spec), then the front desk's day in the clinic's zone (what
 * went out, came back and is still open; the latest completions), then the month at a glance.
 */
export function ClientDashboardPage() {
  const { user, permissions } = useSignedInSession();
  const dashboard = useClinicDashboard();
  const data = dashboard.isError ? undefined : dashboard.data;
  const practice = data?.company.name ?? user.company?.name;
  const withActivityLink = hasPermission(permissions, 'manage_forms');

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {CLINIC_WELCOME}
        </Title>
        {practice && (
          <Text c="dimmed" size="lg">
            {practice}
          </Text>
        )}
      </Stack>
      {dashboard.isError && (
        <LoadError title="The dashboard could not be loaded" query={dashboard} />
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" verticalSpacing="lg">
        <TodayFigures data={data} withActivityLink={withActivityLink} />
        <LatestCompletions data={data} withActivityLink={withActivityLink} />
      </SimpleGrid>
      <MonthSummary data={data} />
    </Stack>
  );
}
