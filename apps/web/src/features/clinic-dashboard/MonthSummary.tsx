import { Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ClinicDashboard } from '@paperless/core';
import { monthLabel } from '../finance';

const NUMBER = new Intl.NumberFormat('en-US');

const percentOf = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0);

interface MonthLineProps {
  label: string;
  value: number | undefined;
  /** For a share of the links sent: how many were sent (undefined while loading). */
  share?: { of: number | undefined };
}

/** One line of the month: a figure, and for a share of the links sent, its rate and bar. */
function MonthLine({ label, value, share }: MonthLineProps) {
  const sent = share?.of ?? 0;
  const percent = value !== undefined ? percentOf(value, sent) : 0;
  return (
    <Stack gap={4} role="group" aria-label={label} aria-busy={value === undefined}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{label}</Text>
        {value === undefined ? (
          <Skeleton height={16} width={60} radius="sm" />
        ) : (
          <Text size="sm" fw={700}>
            {NUMBER.format(value)}
            {share && sent > 0 && (
              <Text span size="xs" c="gray.7" fw={400}>
                {` (${Math.round(percent)}% of sent)`}
              </Text>
            )}
          </Text>
        )}
      </Group>
      {/* The rate is read out in the text above; the bar only draws it. */}
      {share && <Progress value={percent} size="sm" color="teal" aria-hidden />}
    </Stack>
  );
}

function EncounterUsage({ data }: { data: ClinicDashboard | undefined }) {
  const used = data?.encounters_used ?? 0;
  const allocated = data?.encounters_allocated ?? 0;
  const percent = Math.min(100, percentOf(used, allocated));
  return (
    <Stack gap="xs" role="group" aria-label="Encounters used" aria-busy={!data}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">Encounters used</Text>
        {data ? (
          <Text fw={700} size="sm">
            {NUMBER.format(used)} of {NUMBER.format(allocated)}
          </Text>
        ) : (
          <Skeleton height={16} width={90} radius="sm" />
        )}
      </Group>
      <Progress
        value={percent}
        color={used > allocated ? 'orange' : 'teal'}
        size="lg"
        aria-label={`${Math.round(percent)}% of this month's encounters used`}
      />
      {data && used > allocated && (
        <Text size="xs" c="orange.8">
          Over the plan&apos;s encounters: each one beyond them is billed at the overage cost.
        </Text>
      )}
    </Stack>
  );
}

/**
 * The calendar month at a glance: how much of the plan is used, and how many of the links sent
 * were opened and completed (a rate says more than two bare counts).
 */
export function MonthSummary({ data }: { data: ClinicDashboard | undefined }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="this-month">
      <Title order={2} size="h4" id="this-month">
        {data ? `This month (${monthLabel(data.month)})` : 'This month'}
      </Title>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="lg">
          <Stack gap="md">
            <EncounterUsage data={data} />
            <MonthLine label="Patients" value={data?.patients_this_month} />
          </Stack>
          <Stack gap="sm">
            <MonthLine label="Links sent" value={data?.links_sent} />
            <MonthLine
              label="Links opened"
              value={data?.links_opened}
              share={{ of: data?.links_sent }}
            />
            <MonthLine
              label="Links submitted"
              value={data?.links_submitted}
              share={{ of: data?.links_sent }}
            />
          </Stack>
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
