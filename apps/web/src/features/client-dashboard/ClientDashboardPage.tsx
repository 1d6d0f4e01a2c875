import {
  Alert,
  Button,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { CLINIC_WELCOME, type ClinicDashboard } from '@paperless/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useSignedInSession } from '../auth/session';
import { monthLabel } from '../finance/format';
import { useClinicDashboard } from './clientDashboardApi';

const NUMBER = new Intl.NumberFormat('en-US');

const LINK_FIGURES: { label: string; value: (d: ClinicDashboard) => number }[] = [
  { label: 'Links sent', value: (d) => d.links_sent },
  { label: 'Links opened', value: (d) => d.links_opened },
  { label: 'Links submitted', value: (d) => d.links_submitted },
  { label: 'Patients', value: (d) => d.patients_this_month },
];

/** One figure, a labelled group so a screen reader reads label and value together. */
function Figure({ label, value }: { label: string; value: string | undefined }) {
  return (
    <Paper withBorder p="md" role="group" aria-label={label} aria-busy={value === undefined}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height={28} mt={6} width="50%" radius="sm" />
      ) : (
        <Text fz={28} fw={700} lh={1.3}>
          {value}
        </Text>
      )}
    </Paper>
  );
}

function EncounterUsage({ data }: { data: ClinicDashboard | undefined }) {
  const used = data?.encounters_used ?? 0;
  const allocated = data?.encounters_allocated ?? 0;
  const percent = allocated > 0 ? Math.min(100, (used / allocated) * 100) : 0;
  return (
    <Paper withBorder p="md" role="group" aria-label="Encounters used" aria-busy={!data}>
      <Group justify="space-between" mb="xs">
        <Text size="sm" c="dimmed" fw={500}>
          Encounters used
        </Text>
        {data ? (
          <Text fw={700}>
            {NUMBER.format(used)} of {NUMBER.format(allocated)}
          </Text>
        ) : (
          <Skeleton height={18} width={90} radius="sm" />
        )}
      </Group>
      <Progress
        value={percent}
        color={used > allocated ? 'orange' : 'teal'}
        size="lg"
        aria-label={`${Math.round(percent)}% of this month's encounters used`}
      />
      {data && used > allocated && (
        <Text size="xs" c="orange.8" mt="xs">
          Over the plan&apos;s encounters: each one beyond them is billed at the overage cost.
        </Text>
      )}
    </Paper>
  );
}

/** /client-dashboard: the welcome, the practice, and this month's links and encounters. */
export function ClientDashboardPage() {
  const { user } = useSignedInSession();
  const dashboard = useClinicDashboard();
  const data = dashboard.isError ? undefined : dashboard.data;
  const practice = data?.company.name ?? user.company?.name;

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
        <Alert color="red" icon={<IconAlertCircle />} title="The dashboard could not be loaded">
          <Text size="sm" mb="sm">
            {dashboard.error.message}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => void dashboard.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      <Stack gap="sm" component="section" aria-labelledby="this-month">
        <Title order={2} size="h4" id="this-month">
          {data ? `This month (${monthLabel(data.month)})` : 'This month'}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {LINK_FIGURES.map((figure) => (
            <Figure
              key={figure.label}
              label={figure.label}
              value={data && NUMBER.format(figure.value(data))}
            />
          ))}
        </SimpleGrid>
        <EncounterUsage data={data} />
      </Stack>
    </Stack>
  );
}
