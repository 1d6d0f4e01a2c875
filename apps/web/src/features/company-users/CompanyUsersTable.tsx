import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { ROLE, type CompanyUser } from '@paperless/core';
import { IconCrown, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { DataTable, metaOf } from '../../ui/DataTable';
import { fullName } from './companyUsersApi';

export interface CompanyUserRowActions {
  onView: (user: CompanyUser) => void;
  onEdit: (user: CompanyUser) => void;
  onDelete: (user: CompanyUser) => void;
  /** Present only for the owner, who alone may hand the company over. */
  onMakeOwner?: ((user: CompanyUser) => void) | undefined;
  /** The signed-in user, who cannot delete themselves. */
  selfId: number;
}

const SUPER_ADMIN_NOTE = 'Super Admin accounts cannot be viewed or edited';

const column = createColumnHelper<CompanyUser>();
const COLUMNS: ColumnDef<CompanyUser, unknown>[] = [
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
  column.display({ id: 'role', header: 'Role', cell: ({ row }) => row.original.role.name }),
  column.display({
    id: 'action',
    header: 'Action',
    cell: ({ row, table }) => (
      <RowActions user={row.original} actions={metaOf<CompanyUserRowActions, CompanyUser>(table)} />
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

function RowActions({ user, actions }: { user: CompanyUser; actions: CompanyUserRowActions }) {
  const name = fullName(user);
  const protectedAccount = user.role.name === ROLE.superAdmin ? SUPER_ADMIN_NOTE : undefined;
  const cannotDelete = user.is_owner
    ? 'The owner cannot be deleted'
    : user.id === actions.selfId
      ? 'This is your own account'
      : undefined;
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

interface CompanyUsersTableProps {
  users: CompanyUser[] | undefined;
  isLoading: boolean;
  emptyText: string;
  actions: CompanyUserRowActions;
}

export function CompanyUsersTable({
  users,
  isLoading,
  emptyText,
  actions,
}: CompanyUsersTableProps) {
  return (
    <DataTable
      label="Company users"
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
