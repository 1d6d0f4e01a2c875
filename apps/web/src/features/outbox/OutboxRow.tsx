import { Table, Text } from '@mantine/core';
import type { OutboxMessage } from '@paperless/core';
import dayjs from 'dayjs';
import { LinkifiedText } from './LinkifiedText';
import { OutboxStateBadge } from './OutboxStateBadge';

/** The stored copy keeps no link once it was delivered, used or expired (decision 22). */
export const LINK_REMOVED_NOTE =
  'Link removed: the message was delivered, or its link was used or expired.';

export function OutboxRow({ message }: { message: OutboxMessage }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {message.to}
        </Text>
        <Text size="xs" c="dimmed">
          {message.channel === 'email' ? 'Email' : 'SMS'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{message.subject ?? '—'}</Text>
      </Table.Td>
      <Table.Td>
        <LinkifiedText text={message.text} />
        {message.link_removed && (
          <Text size="xs" c="dimmed" mt={4}>
            {LINK_REMOVED_NOTE}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          <time dateTime={message.created_at}>
            {dayjs(message.created_at).format('MMM D, YYYY h:mm A')}
          </time>
        </Text>
      </Table.Td>
      {/* A badge shrinks to an ellipsis in a narrow cell; the state must stay readable. */}
      <Table.Td style={{ whiteSpace: 'nowrap', minWidth: 120 }}>
        <OutboxStateBadge state={message.state} />
        {message.state === 'failed' && (
          <Text size="xs" c="dimmed" mt={4}>
            after {message.attempts} {message.attempts === 1 ? 'attempt' : 'attempts'}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
