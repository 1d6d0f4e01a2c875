import { Text } from '@mantine/core';
import { formatInZone } from '@paperless/core';

/**
 * An instant in the clinic's zone, date over time ('Dec 1, 2026' / '9:30 AM CST'), so a column
 * of them stays narrow; '—' when there is none.
 */
export function ZonedTime({ value, timeZone }: { value: string | null; timeZone: string }) {
  if (!value) return <Text size="sm">—</Text>;
  return (
    <time dateTime={value} style={{ whiteSpace: 'nowrap' }}>
      <Text component="span" size="sm" display="block">
        {formatInZone(value, timeZone, 'date')}
      </Text>
      <Text component="span" size="xs" c="gray.7" display="block">
        {formatInZone(value, timeZone, 'time')}
      </Text>
    </time>
  );
}
