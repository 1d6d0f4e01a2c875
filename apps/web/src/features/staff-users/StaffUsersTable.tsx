import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { ROLE, type StaffUser } from '@paperless/core';
import { IconEye, IconPencil, IconTrash, IconUserShield } from '@tabler/icons-react';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DataTable, metaOf } from '../../ui/DataTable';
import { fullName } from './staffUsersApi';

export interface StaffUserRowActions {
  onView: (user: StaffUser) => void;
  onEdit: (user: StaffUser) => void;
  onDelete: (user: StaffUser) => void;
  /** Present only for callers who may change roles (manage_users). */
  onChangeRole?: ((user: StaffUser) => void) | undefined;
  /** The signed-in user, who can neither delete nor re-role themselves. */
  selfId: number;
}

const SUPER_ADMIN_NOTE = 'Super Admin accounts cannot be viewed or edited';

const column = createColumnHelper<StaffUser>();
const COLUMNS: ColumnDef<StaffUser, unknown>[] = [
  column.display({ id: 'name', header: 'User Name', cell: ({ row }) => fullName(row.original) }),
  column.display({ id: 'email', header: 'Email', cell: ({ row }) => row.original.email }),
  column.display({ id: 'role', header: 'Role', cell: ({ row }) => row.original.role }),
  column.display({
    id: 'action',
    header: 'Action',
    cell: ({ row, table }) => (
      <RowActions user={row.original} actions={metaOf<StaffUserRowActions, StaffUser>(table)} />
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
  if (!disabledReason) return button;
  // A disabled button gets no pointer events; the wrapper carries the explanation instead.
  return (
    <Tooltip label={disabledReason}>
      <span>{button}</span>
    </Tooltip>
  );
}

function RowActions({ user, actions }: { user: StaffUser; actions: StaffUserRowActions }) {
  const name = fullName(user);
  const protectedAccount = user.role === ROLE.superAdmin ? SUPER_ADMIN_NOTE : undefined;
  const self = user.id === actions.selfId ? 'This is your own account' : undefined;
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
      <RowAction
        label={`Delete ${name}`}
        color="red"
        disabledReason={protectedAccount ?? self}
        onClick={() => actions.onDelete(user)}
      >
        <IconTrash size={18} aria-hidden />
      </RowAction>
    </Group>
  );
}

interface StaffUsersTableProps {
  users: StaffUser[] | undefined;
  isLoading: boolean;
  emptyText: string;
  actions: StaffUserRowActions;
}

export function StaffUsersTable({ users, isLoading, emptyText, actions }: StaffUsersTableProps) {
  return (
    <DataTable
      label="Users"
      rows={users}
      columns={COLUMNS}
      getRowId={(user) => String(user.id)}
      meta={actions}
      isLoading={isLoading}
      emptyText={emptyText}
      minWidth={640}
    />
  );
}
