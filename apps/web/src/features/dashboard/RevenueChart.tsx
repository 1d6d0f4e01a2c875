import { Paper, Skeleton, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { DashboardChartPoint } from '@paperless/core';
import { lazy, Suspense, useId } from 'react';
import { monthLabel, usd } from '../finance';

const NUMBER = new Intl.NumberFormat('en-US');
// The drawing's height, and its skeleton's while it loads (no layout shift).
const CHART_HEIGHT = 280;
// The drawing (recharts) loads after the dashboard's first paint; the title and the table don't wait.
const RevenueDrawing = lazy(() => import('./RevenueDrawing'));

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
            <Suspense fallback={<Skeleton height={CHART_HEIGHT} radius="sm" />}>
              <RevenueDrawing data={data} height={CHART_HEIGHT} />
            </Suspense>
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
        <Skeleton height={CHART_HEIGHT} radius="sm" />
      )}
    </Paper>
  );
}
