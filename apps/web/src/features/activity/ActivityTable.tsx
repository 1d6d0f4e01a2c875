import { Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { SentLink } from '@paperless/core';
import { createColumnHelper, type Table } from '@tanstack/react-table';
import { DataTable, metaOf } from '../../ui/DataTable';
import { ActivityCards, type ActivityCardsProps } from './ActivityCards';
import { LinkActionsMenu, type LinkRowActions } from './LinkActionsMenu';
import { LinkStateCell } from './LinkStateBadge';
import { ZonedTime } from './ZonedTime';
import type { TableColumn } from '../../ui/tableColumn';

export interface ActivityMeta {
  /** The clinic's zone, from the list's answer: every time shows in it. */
  timeZone: string;
  actions: LinkRowActions;
}

const CHANNEL = { email: 'E-mail', sms: 'SMS', kiosk: 'Kiosk' } as const;
const KIND = { form: 'Form', bucket: 'Bucket' } as const;

const column = createColumnHelper<SentLink>();
const metaOfTable = (table: Table<SentLink>) => metaOf<ActivityMeta, SentLink>(table);

const when = (id: string, header: string, pick: (link: SentLink) => string | null) =>
  column.display({
    id,
    header,
    cell: ({ row, table }) => (
      <ZonedTime value={pick(row.original)} timeZone={metaOfTable(table).timeZone} />
    ),
  });

const TITLE = column.display({
  id: 'title',
  header: 'Form or bucket',
  cell: ({ row }) => (
    <>
      <Text size="sm">{row.original.title}</Text>
      <Text size="xs" c="gray.7">
        {KIND[row.original.kind]}
      </Text>
    </>
  ),
});

const COLUMNS: TableColumn<SentLink>[] = [
  column.display({
    id: 'patient',
    header: 'Patient',
    cell: ({ row }) => <Text size="sm">{row.original.patient_name ?? '—'}</Text>,
  }),
  column.display({
    id: 'recipient',
    header: 'Recipient',
    cell: ({ row }) => (
      <>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {/* A kiosk link (issue 19) was sent to nobody: its channel says where it was filled. */}
          {row.original.recipient || '—'}
        </Text>
        <Text size="xs" c="gray.7">
          {CHANNEL[row.original.channel]}
        </Text>
      </>
    ),
  }),
  TITLE,
  column.display({
    id: 'state',
    header: 'State',
    cell: ({ row }) => <LinkStateCell link={row.original} />,
  }),
  column.display({
    id: 'sent',
    header: 'Sent',
    cell: ({ row, table }) => (
      <>
        <ZonedTime value={row.original.last_sent_at} timeZone={metaOfTable(table).timeZone} />
        {row.original.send_count > 1 && (
          <Text size="xs" c="gray.7">
            {row.original.send_count} times
          </Text>
        )}
      </>
    ),
  }),
  when('opened', 'Last opened', (link) => link.last_opened_at),
  when('completed', 'Completed', (link) => link.submitted_at),
  column.display({
    id: 'reminders',
    header: 'Reminders',
    cell: ({ row }) => <Text size="sm">{row.original.reminders_sent}</Text>,
  }),
  when('visit', 'Visit', (link) => link.visit_at),
  column.display({
    id: 'actions',
    // Named for screen readers only: the word would widen the column past its one button.
    header: () => <VisuallyHidden>Actions</VisuallyHidden>,
    meta: { label: 'Actions' },
    cell: ({ row, table }) => (
      <LinkActionsMenu link={row.original} actions={metaOfTable(table).actions} />
    ),
  }),
];
// One form's or bucket's links need no title column: the dialog names it.
const SCOPED_COLUMNS = COLUMNS.filter((c) => c !== TITLE);

export type ActivityTableProps = ActivityCardsProps;

/**
 * The one table of sent links (Activity, the company tab, a form's Sent links). On a phone each
 * link is a card, so its actions never sit beyond a sideways scroll.
 */
export function ActivityTable({ showTitle, timeZone, actions, ...rest }: ActivityTableProps) {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  if (phone) {
    return <ActivityCards {...rest} timeZone={timeZone} showTitle={showTitle} actions={actions} />;
  }
  const { links, isLoading, emptyText } = rest;
  return (
    <DataTable
      actionColumn="actions"
      label="Sent links"
      columns={showTitle ? COLUMNS : SCOPED_COLUMNS}
      rows={links}
      isLoading={isLoading}
      emptyText={emptyText}
      getRowId={(link) => String(link.id)}
      // What the columns need with tighter cells: at 1280 px the box beside the sidebar is
      // 964 px, and the whole table fits it, so nothing scrolls under the pinned actions.
      minWidth={showTitle ? 900 : 780}
      horizontalSpacing={6}
      meta={{ timeZone, actions } satisfies ActivityMeta}
    />
  );
}
