import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { ROLE } from '@paperless/core';
import { IconCrown, IconEye, IconPencil, IconTrash, IconUserShield } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DataTable, metaOf } from '../../ui/DataTable';
import { fullName, type UserRecord } from './usersScope';
import type { TableColumn } from '../../ui/tableColumn';

export interface UserRowActions {
  onView: (user: UserRecord) => void;
  onEdit: (user: UserRecord) => void;
  onDelete: (user: UserRecord) => void;
  /** Provider staff with manage_users: give another provider role. */
  onChangeRole?: ((user: UserRecord) => void) | undefined;
  /** A clinic's owner, who alone may hand the company over. */
  onMakeOwner?: ((user: UserRecord) => void) | undefined;
  /** The signed-in user, who can neither delete nor re-role themselves. */
  selfId: number;
}

const SUPER_ADMIN_NOTE = 'Super Admin accounts cannot be viewed or edited';

const column = createColumnHelper<UserRecord>();
const COLUMNS: TableColumn<UserRecord>[] = [
  column.display({
    id: 'name',
    header: 'User Name',
    cell: ({ row }) => (
      <Group gap="xs" wrap="nowrap">
        <Text size="sm">{fullName(row.original)}</Text>
        {row.original.is_owner && (
          <Badge size="sm" variant="light">
            Owner
          </Badge>
        )}
      </Group>
    ),
  }),
  column.display({ id: 'email', header: 'Email', cell: ({ row }) => row.original.email }),
  column.display({ id: 'role', header: 'Role', cell: ({ row }) => row.original.role_name }),
  column.display({
    id: 'action',
    header: 'Action',
    cell: ({ row, table }) => (
      <RowActions user={row.original} actions={metaOf<UserRowActions, UserRecord>(table)} />
    ),
  }),
];

interface ActionProps {
  label: string;
  /** Why the action is off, shown on hover and read by screen readers; absent when enabled. */
  disabledReason?: string | undefined;
  color?: string;
  onClick: () => void;
  children: ReactNode;
}

function RowAction({ label, disabledReason, color, onClick, children }: ActionProps) {
  const button = (
    <ActionIcon
      variant="subtle"
      color={color}
      aria-label={label}
      disabled={disabledReason !== undefined}
      onClick={onClick}
    >
      {children}
    </ActionIcon>
  );
  // A disabled button gets no pointer events; the wrapper carries the explanation instead.
  return (
    <Tooltip label={disabledReason ?? label}>
      {disabledReason ? <span>{button}</span> : button}
    </Tooltip>
  );
}

function RowActions({ user, actions }: { user: UserRecord; actions: UserRowActions }) {
  const name = fullName(user);
  const protectedAccount = user.role_name === ROLE.superAdmin ? SUPER_ADMIN_NOTE : undefined;
  const self = user.id === actions.selfId ? 'This is your own account' : undefined;
  const cannotDelete = user.is_owner ? 'The owner cannot be deleted' : self;
  return (
    <Group gap={4} wrap="nowrap">
      <RowAction
        label={`View ${name}`}
        disabledReason={protectedAccount}
        onClick={() => actions.onView(user)}
      >
        <IconEye size={18} aria-hidden />
      </RowAction>
      <RowAction
        label={`Edit ${name}`}
        disabledReason={protectedAccount}
        onClick={() => actions.onEdit(user)}
      >
        <IconPencil size={18} aria-hidden />
      </RowAction>
      {actions.onChangeRole && (
        <RowAction
          label={`Change role of ${name}`}
          disabledReason={protectedAccount ?? self}
          onClick={() => actions.onChangeRole?.(user)}
        >
          <IconUserShield size={18} aria-hidden />
        </RowAction>
      )}
      {actions.onMakeOwner && !user.is_owner && (
        <RowAction
          label={`Make ${name} the owner`}
          disabledReason={protectedAccount}
          color="yellow"
          onClick={() => actions.onMakeOwner?.(user)}
        >
          <IconCrown size={18} aria-hidden />
        </RowAction>
      )}
      <RowAction
        label={`Delete ${name}`}
        color="red"
        disabledReason={protectedAccount ?? cannotDelete}
        onClick={() => actions.onDelete(user)}
      >
        <IconTrash size={18} aria-hidden />
      </RowAction>
    </Group>
  );
}

interface UsersTableProps {
  label: string;
  users: UserRecord[] | undefined;
  isLoading: boolean;
  emptyText: string;
  actions: UserRowActions;
}

export function UsersTable({ label, users, isLoading, emptyText, actions }: UsersTableProps) {
  return (
    <DataTable
      label={label}
      rows={users}
      columns={COLUMNS}
      getRowId={(user) => String(user.id)}
      meta={actions}
      isLoading={isLoading}
      emptyText={emptyText}
      minWidth={640}
      actionColumn="action"
    />
  );
}
