import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { bucketMessages, type BucketSummary } from '@paperless/core';
import { IconList, IconPencil, IconSend, IconTrash } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DataTable, metaOf } from '../../ui/DataTable';
import type { TableColumn } from '../../ui/tableColumn';

export interface BucketRowActions {
  onEdit: (bucket: BucketSummary) => void;
  onSend: (bucket: BucketSummary) => void;
  /** The links sent for the bucket, with their state and Resend. */
  onShowLinks: (bucket: BucketSummary) => void;
  onDelete: (bucket: BucketSummary) => void;
  /** The bucket being deleted, whose Delete button shows it is busy. */
  deletingId: number | null;
}

export const formTitle = (title: string) => title.trim() || bucketMessages.untitledForm;

const column = createColumnHelper<BucketSummary>();
const COLUMNS: TableColumn<BucketSummary>[] = [
  column.display({
    id: 'title',
    header: 'Title',
    cell: ({ row }) => (
      <Text fw={500} size="sm">
        {row.original.title}
      </Text>
    ),
  }),
  column.display({
    id: 'forms',
    header: 'Forms',
    cell: ({ row }) => <FormsCell bucket={row.original} />,
  }),
];
const ACTIONS_COLUMN: TableColumn<BucketSummary> = column.display({
  id: 'actions',
  header: 'Actions',
  cell: ({ row, table }) => (
    <RowActions bucket={row.original} actions={metaOf<BucketRowActions, BucketSummary>(table)} />
  ),
});
const COLUMNS_WITH_ACTIONS = [...COLUMNS, ACTIONS_COLUMN];

function FormsCell({ bucket }: { bucket: BucketSummary }) {
  const count = bucket.form_count;
  return (
    <Stack gap={4}>
      <Badge variant="light" w="fit-content">
        {count} {count === 1 ? 'form' : 'forms'}
      </Badge>
      <Text size="xs" c="dimmed" lineClamp={2}>
        {bucket.forms.map((f) => formTitle(f.title)).join(', ')}
      </Text>
    </Stack>
  );
}

interface ActionProps {
  /** The action's name, shown on hover. */
  tip: string;
  /** What a screen reader hears: the action and the bucket. */
  label: string;
  color?: string;
  loading?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function RowAction({ tip, label, color, loading, onClick, children }: ActionProps) {
  return (
    <Tooltip label={tip}>
      <ActionIcon
        variant="subtle"
        color={color}
        aria-label={label}
        loading={loading}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

function RowActions({ bucket, actions }: { bucket: BucketSummary; actions: BucketRowActions }) {
  return (
    <Group gap={4} wrap="nowrap">
      <RowAction tip="Edit" label={`Edit ${bucket.title}`} onClick={() => actions.onEdit(bucket)}>
        <IconPencil size={18} aria-hidden />
      </RowAction>
      <RowAction
        tip="Send Form"
        label={`Send ${bucket.title}`}
        onClick={() => actions.onSend(bucket)}
      >
        <IconSend size={18} aria-hidden />
      </RowAction>
      <RowAction
        tip="Sent links"
        label={`Sent links of ${bucket.title}`}
        onClick={() => actions.onShowLinks(bucket)}
      >
        <IconList size={18} aria-hidden />
      </RowAction>
      <RowAction
        tip="Delete"
        label={`Delete ${bucket.title}`}
        color="red"
        loading={actions.deletingId === bucket.id}
        onClick={() => actions.onDelete(bucket)}
      >
        <IconTrash size={18} aria-hidden />
      </RowAction>
    </Group>
  );
}

interface BucketsTableProps {
  buckets: BucketSummary[] | undefined;
  isLoading: boolean;
  emptyText: string;
  /**
   * Edit, Send, Sent links and Delete, for those who manage forms. Absent: a read-only list
   * without the Actions column, so neither the eye nor a screen reader meets an action.
   */
  actions?: BucketRowActions | undefined;
}

export function BucketsTable({ buckets, isLoading, emptyText, actions }: BucketsTableProps) {
  return (
    <DataTable
      actionColumn="actions"
      label="Buckets"
      rows={buckets}
      columns={actions ? COLUMNS_WITH_ACTIONS : COLUMNS}
      getRowId={(bucket) => String(bucket.id)}
      meta={actions}
      isLoading={isLoading}
      emptyText={emptyText}
      minWidth={560}
    />
  );
}
