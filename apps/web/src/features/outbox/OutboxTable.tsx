import { Text } from '@mantine/core';
import type { OutboxMessage } from '@paperless/core';
import { createColumnHelper } from '@tanstack/react-table';
import dayjs from 'dayjs';
import { DataTable } from '../../ui/DataTable';
import { LinkifiedText } from './LinkifiedText';
import { OutboxStateBadge } from './OutboxStateBadge';
import type { TableColumn } from '../../ui/tableColumn';

/** The stored copy keeps no link once it was delivered, used or expired (decision 22). */
export const LINK_REMOVED_NOTE =
  'Link removed: the message was delivered, or its link was used or expired.';

const column = createColumnHelper<OutboxMessage>();
const COLUMNS: TableColumn<OutboxMessage>[] = [
  column.display({
    id: 'to',
    header: 'To',
    cell: ({ row: { original: message } }) => (
      <div>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {message.to}
        </Text>
        <Text size="xs" c="dimmed">
          {message.channel === 'email' ? 'Email' : 'SMS'}
        </Text>
      </div>
    ),
  }),
  column.display({
    id: 'subject',
    header: 'Subject',
    cell: ({ row }) => <Text size="sm">{row.original.subject ?? '—'}</Text>,
  }),
  column.display({
    id: 'message',
    header: 'Message',
    cell: ({ row: { original: message } }) => (
      <div>
        <LinkifiedText text={message.text} />
        {message.link_removed && (
          <Text size="xs" c="dimmed" mt={4}>
            {LINK_REMOVED_NOTE}
          </Text>
        )}
      </div>
    ),
  }),
  column.display({
    id: 'time',
    header: 'Time',
    cell: ({ row }) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={row.original.created_at}>
          {dayjs(row.original.created_at).format('MMM D, YYYY h:mm A')}
        </time>
      </Text>
    ),
  }),
  column.display({
    id: 'state',
    header: 'State',
    // A badge shrinks to an ellipsis in a narrow cell; the state must stay readable.
    cell: ({ row: { original: message } }) => (
      <div style={{ whiteSpace: 'nowrap', minWidth: 120 }}>
        <OutboxStateBadge state={message.state} />
        {message.state === 'failed' && (
          <Text size="xs" c="dimmed" mt={4}>
            after {message.attempts} {message.attempts === 1 ? 'attempt' : 'attempts'}
          </Text>
        )}
      </div>
    ),
  }),
];

interface OutboxTableProps {
  messages: OutboxMessage[] | undefined;
  isLoading: boolean;
  emptyText: string;
}

export function OutboxTable({ messages, isLoading, emptyText }: OutboxTableProps) {
  return (
    <DataTable
      label="Outbox"
      columns={COLUMNS}
      rows={messages}
      isLoading={isLoading}
      emptyText={emptyText}
      getRowId={(message) => String(message.id)}
      minWidth={860}
    />
  );
}
