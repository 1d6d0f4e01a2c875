import { Anchor, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatInZone, type ClinicDashboard } from '@paperless/core';
import { Link } from 'react-router';

const NUMBER = new Intl.NumberFormat('en-US');

type Today = ClinicDashboard['today'];

const TODAY_FIGURES: { key: keyof Today; label: string; hint: string }[] = [
  { key: 'sent', label: 'Sent', hint: 'Links sent today' },
  { key: 'completed', label: 'Completed', hint: 'Links patients finished today' },
  { key: 'waiting', label: 'Waiting', hint: 'Links still open, whenever sent' },
];

/** One figure, a labelled group so a screen reader reads label and value together. */
function Figure({ label, hint, value }: { label: string; hint: string; value?: number }) {
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      role="group"
      aria-label={label}
      aria-busy={value === undefined}
    >
      <Text size="sm" c="gray.7" fw={500}>
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton height={34} mt={4} width="40%" radius="sm" />
      ) : (
        <Text fz={32} fw={700} lh={1.2}>
          {NUMBER.format(value)}
        </Text>
      )}
      <Text size="xs" c="gray.7">
        {hint}
      </Text>
    </Paper>
  );
}

interface TodayFiguresProps {
  data: ClinicDashboard | undefined;
  /** Whether the user may open Activity (its route needs manage_forms). */
  withActivityLink: boolean;
}

/** Today in the clinic's zone: what went out, what came back, what is still open. */
export function TodayFigures({ data, withActivityLink }: TodayFiguresProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="today">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h4" id="today">
          {/* The clinic's today, which may differ from the browser's near midnight. */}
          {data ? `Today, ${formatInZone(new Date(), data.time_zone, 'date')}` : 'Today'}
        </Title>
        {withActivityLink && (
          <Anchor component={Link} to="/activity" size="sm">
            Open Activity
          </Anchor>
        )}
      </Group>
      <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
        {TODAY_FIGURES.map((figure) => (
          <Figure
            key={figure.key}
            label={figure.label}
            hint={figure.hint}
            value={data?.today[figure.key]}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
