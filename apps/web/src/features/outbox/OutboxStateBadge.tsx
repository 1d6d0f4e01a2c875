import { Badge } from '@mantine/core';
import type { OutboxMessage } from '@paperless/core';

// 'outbox' means no mail/SMS service is configured, so the message is kept here to be read.
const STATES: Record<OutboxMessage['state'], { label: string; color: string }> = {
  outbox: { label: 'In outbox', color: 'blue' },
  pending: { label: 'Pending', color: 'yellow' },
  sent: { label: 'Sent', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
};

export function OutboxStateBadge({ state }: { state: OutboxMessage['state'] }) {
  const { label, color } = STATES[state];
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}
