import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import { Paper, Skeleton, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { DashboardChartPoint } from '@paperless/core';
import { useId } from 'react';
import { monthLabel, usd } from '../finance/format';

const NUMBER = new Intl.NumberFormat('en-US');

/**
 * Paid revenue (bars, left axis) and encounters (line, right axis) per month. The drawing is
 * hidden from screen readers; the same numbers are there as a table, its text alternative.
 */
export function RevenueChart({ points }: { points: DashboardChartPoint[] | undefined }) {
  const titleId = useId();
  const data = points?.map((point) => ({ ...point, label: monthLabel(point.month) }));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        Revenue and encounters, last 12 months
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Paid invoices by the month they bill, and completed encounters in each month.
      </Text>
      {data ? (
        <>
          <div aria-hidden>
            <CompositeChart
              h={280}
              data={data}
              dataKey="label"
              withLegend
              withRightYAxis
              maxBarWidth={28}
              yAxisProps={{ tickFormatter: (value: number) => `$${NUMBER.format(value)}` }}
              valueFormatter={(value) => NUMBER.format(value)}
              series={[
                { name: 'revenue', label: 'Revenue (USD)', color: 'teal.6', type: 'bar' },
                {
                  name: 'encounters',
                  label: 'Encounters',
                  color: 'indigo.6',
                  type: 'line',
                  yAxisId: 'right',
                },
              ]}
            />
          </div>
          <VisuallyHidden>
            <Table>
              <caption>Revenue and encounters by month, last 12 months</caption>
              <thead>
                <tr>
                  <th scope="col">Month</th>
                  <th scope="col">Revenue</th>
                  <th scope="col">Encounters</th>
                </tr>
              </thead>
              <tbody>
                {data.map((point) => (
                  <tr key={point.month}>
                    <th scope="row">{point.label}</th>
                    <td>{usd(point.revenue)}</td>
                    <td>{NUMBER.format(point.encounters)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </VisuallyHidden>
        </>
      ) : (
        <Skeleton height={280} radius="sm" />
      )}
    </Paper>
  );
}
