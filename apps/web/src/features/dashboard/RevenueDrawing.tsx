import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';

const NUMBER = new Intl.NumberFormat('en-US');

/**
 * The chart itself: recharts is ~85 KB gz, so it is its own chunk, loaded after the dashboard's
 * first paint (RevenueChart keeps a skeleton of the same height meanwhile).
 */
export default function RevenueDrawing({
  data,
  height,
}: {
  data: { label: string; revenue: number; encounters: number }[];
  height: number;
}) {
  return (
    <CompositeChart
      h={height}
      data={data}
      dataKey="label"
      withLegend
      withRightYAxis
      // recharts' keyboard layer makes the drawing a tab stop, but RevenueChart hides the
      // drawing from assistive technology (its table says the same): a hidden element that
      // takes focus is a dead stop for a keyboard (axe aria-hidden-focus).
      composedChartProps={{ accessibilityLayer: false }}
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
  );
}
