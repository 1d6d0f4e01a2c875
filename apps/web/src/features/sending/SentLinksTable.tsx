import { Badge, Button, Text } from '@mantine/core';
import { sendingMessages, type LinkStatus, type SentLink } from '@paperless/core';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable, metaOf } from '../../ui/DataTable';

const STATUS: Record<LinkStatus, { label: string; color: string }> = {
  sent: { label: 'Sent', color: 'blue' },
  opened: { label: 'Opened', color: 'yellow' },
  submitted: { label: 'Submitted', color: 'teal' },
  expired: { label: 'Expired', color: 'gray' },
};

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

interface Meta {
  onResend: (link: SentLink) => void;
  resendingId: number | null;
}

const columns: ColumnDef<SentLink, unknown>[] = [
  { header: 'Recipient', cell: ({ row }) => <Text size="sm">{row.original.recipient}</Text> },
  {
    header: 'Channel',
    cell: ({ row }) => (row.original.channel === 'email' ? 'E-mail' : 'SMS'),
  },
  {
    header: 'Status',
    cell: ({ row }) => {
      const { label, color } = STATUS[row.original.status];
      return (
        <Badge color={color} variant="light">
          {label}
        </Badge>
      );
    },
  },
  {
    header: 'Sent',
    cell: ({ row }) => {
      const link = row.original;
      return (
        <Text size="sm">
          {WHEN.format(new Date(link.last_sent_at))}
          {link.send_count > 1 && (
            <Text span size="xs" c="dimmed">
              {' '}
              ({link.send_count} times)
            </Text>
          )}
        </Text>
      );
    },
  },
  {
    header: 'Action',
    cell: ({ row, table }) => {
      const { onResend, resendingId } = metaOf<Meta, SentLink>(table);
      const link = row.original;
      return (
        <Button
          size="xs"
          variant="light"
          disabled={
            link.status === 'submitted' || (resendingId !== null && resendingId !== link.id)
          }
          loading={resendingId === link.id}
          onClick={() => onResend(link)}
          aria-label={`Resend to ${link.recipient}`}
        >
          Resend
        </Button>
      );
    },
  },
];

export interface SentLinksTableProps {
  links: SentLink[] | undefined;
  isLoading: boolean;
  onResend: (link: SentLink) => void;
  resendingId: number | null;
}

export function SentLinksTable({ links, isLoading, onResend, resendingId }: SentLinksTableProps) {
  return (
    <DataTable
      label="Sent links"
      columns={columns}
      rows={links}
      isLoading={isLoading}
      emptyText={sendingMessages.noLinks}
      getRowId={(link) => String(link.id)}
      minWidth={560}
      meta={{ onResend, resendingId } satisfies Meta}
    />
  );
}
