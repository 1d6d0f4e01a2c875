import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailRow {
  label: string;
  value: ReactNode;
}

/** A titled card of label/value pairs, read by screen readers as a description list. */
export function DetailCard({ title, rows }: { title: string; rows: DetailRow[] }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm" m={0}>
        {rows.map((row) => (
          <div key={row.label}>
            <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
              {row.label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {row.value === null || row.value === undefined || row.value === '' ? '—' : row.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}
