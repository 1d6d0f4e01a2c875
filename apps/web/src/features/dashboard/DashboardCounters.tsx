import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { DashboardResponse } from '@paperless/core';
import { usd } from '../finance';

const NUMBER = new Intl.NumberFormat('en-US');

interface Counter {
  label: string;
  value: (data: DashboardResponse) => string;
}

const COUNTERS: Counter[] = [
  { label: 'Total Patients', value: (d) => NUMBER.format(d.totalPatients) },
  { label: 'Total Clients', value: (d) => NUMBER.format(d.total_clients) },
  { label: 'Total Forms', value: (d) => NUMBER.format(d.total_forms) },
  { label: 'Total Revenue', value: (d) => usd(d.total_revenue) },
];

/** The four counters, each a labelled group so a screen reader reads label and value together. */
export function DashboardCounters({ data }: { data: DashboardResponse | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {COUNTERS.map((counter) => (
        <Paper
          key={counter.label}
          withBorder
          p="md"
          role="group"
          aria-label={counter.label}
          aria-busy={!data}
        >
          <Text size="sm" c="dimmed" fw={500}>
            {counter.label}
          </Text>
          {data ? (
            <Text fz={28} fw={700} lh={1.3} data-testid="counter-value">
              {counter.value(data)}
            </Text>
          ) : (
            <Skeleton height={28} mt={6} width="60%" radius="sm" data-testid="counter-skeleton" />
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
