import { Badge, Text } from '@mantine/core';
import type { AuditLogEntry, AuditOutcome } from '@paperless/core';
import { createColumnHelper } from '@tanstack/react-table';
import dayjs from 'dayjs';
import { DataTable } from '../../ui/DataTable';
import { AuditActionName } from './AuditActionName';

const column = createColumnHelper<AuditLogEntry>();

const OUTCOME_COLORS: Record<AuditOutcome, string> = {
  // Shade 9 on the light variant's tint: the default shades (and orange at any shade) fail
  // WCAG's 4.5:1 for the badge's small bold text.
  success: 'teal.9',
  failure: 'red.9',
  denied: 'violet.9',
};
const OUTCOME_LABELS: Record<AuditOutcome, string> = {
  success: 'Success',
  failure: 'Failed',
  denied: 'Denied',
};

const COLUMNS = [
  column.display({
    id: 'when',
    header: 'When',
    cell: ({ row }) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={row.original.at}>
          {dayjs(row.original.at).format('MMM D, YYYY h:mm:ss A')}
        </time>
      </Text>
    ),
  }),
  column.display({
    id: 'user',
    header: 'User',
    cell: ({ row }) => {
      const { user, role } = row.original;
      if (!user) return <Text size="sm">Anonymous</Text>;
      return (
        <>
          <Text size="sm">{user.name ?? `User #${user.id}`}</Text>
          <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
            {role ? ` · ${role}` : ''}
          </Text>
        </>
      );
    },
  }),
  column.display({
    id: 'company',
    header: 'Company',
    cell: ({ row }) => <Text size="sm">{row.original.company?.name ?? '—'}</Text>,
  }),
  column.display({
    id: 'action',
    header: 'Action',
    cell: ({ row }) => <AuditActionName code={row.original.action} />,
  }),
  column.display({
    id: 'target',
    header: 'Target',
    cell: ({ row }) => {
      const { target_type: type, target_id: id } = row.original;
      return <Text size="sm">{type ? `${type}${id ? ` #${id}` : ''}` : '—'}</Text>;
    },
  }),
  column.display({
    id: 'ip',
    header: 'IP address',
    cell: ({ row }) => <Text size="sm">{row.original.ip ?? '—'}</Text>,
  }),
  column.display({
    id: 'outcome',
    header: 'Outcome',
    cell: ({ row }) => (
      <Badge variant="light" color={OUTCOME_COLORS[row.original.outcome]}>
        {OUTCOME_LABELS[row.original.outcome]}
      </Badge>
    ),
  }),
];

export function AuditLogTable(props: {
  rows: AuditLogEntry[] | undefined;
  isLoading: boolean;
  emptyText: string;
}) {
  return (
    <DataTable
      label="Audit log entries"
      columns={COLUMNS}
      getRowId={(row) => String(row.id)}
      minWidth={960}
      focusableScroll
      {...props}
    />
  );
}
