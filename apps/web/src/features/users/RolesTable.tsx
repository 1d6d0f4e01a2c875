import { ActionIcon, Badge, Group, Tooltip } from '@mantine/core';
import type { Role } from '@paperless/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import type { ReactElement } from 'react';
import { DataTable, metaOf } from '../../ui/DataTable';
import type { TableColumn } from '../../ui/tableColumn';

export interface RoleRowActions {
  onView: (role: Role) => void;
  /** Edit and Delete: present only for Super Admin (manage_roles); others read the roles. */
  onEdit?: ((role: Role) => void) | undefined;
  onDelete?: ((role: Role) => void) | undefined;
}

const BUILT_IN_NOTE = 'Built-in roles are read-only';

const column = createColumnHelper<Role>();
const COLUMNS: TableColumn<Role>[] = [
  column.display({ id: 'name', header: 'Role Name', cell: ({ row }) => row.original.name }),
  column.display({
    id: 'type',
    header: 'Type',
    cell: ({ row }) => (
      <Badge variant="light" color={row.original.is_system ? 'gray' : 'blue'}>
        {row.original.is_system ? 'Built-in' : 'Custom'}
      </Badge>
    ),
  }),
  column.display({
    id: 'kind',
    header: 'For',
    cell: ({ row }) => (row.original.kind === 'provider' ? 'Provider staff' : 'Clinic users'),
  }),
  column.display({
    id: 'permissions',
    header: 'Permissions',
    cell: ({ row }) => row.original.permissions.length,
  }),
  column.display({ id: 'users', header: 'Users', cell: ({ row }) => row.original.users_count }),
  column.display({
    id: 'action',
    header: 'Action',
    cell: ({ row, table }) => (
      <RowActions role={row.original} actions={metaOf<RoleRowActions, Role>(table)} />
    ),
  }),
];

function RowActions({ role, actions }: { role: Role; actions: RoleRowActions }) {
  const locked = role.is_system;
  const lockable = (button: ReactElement) =>
    locked ? (
      <Tooltip label={BUILT_IN_NOTE}>
        <span>{button}</span>
      </Tooltip>
    ) : (
      button
    );
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={`View ${role.name}`}
        onClick={() => actions.onView(role)}
      >
        <IconEye size={18} aria-hidden />
      </ActionIcon>
      {actions.onEdit &&
        lockable(
          <ActionIcon
            variant="subtle"
            aria-label={`Edit ${role.name}`}
            disabled={locked}
            onClick={() => actions.onEdit?.(role)}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>,
        )}
      {actions.onDelete &&
        lockable(
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${role.name}`}
            disabled={locked}
            onClick={() => actions.onDelete?.(role)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>,
        )}
    </Group>
  );
}

interface RolesTableProps {
  roles: Role[] | undefined;
  isLoading: boolean;
  actions: RoleRowActions;
}

export function RolesTable({ roles, isLoading, actions }: RolesTableProps) {
  return (
    <DataTable
      actionColumn="action"
      label="Roles"
      rows={roles}
      columns={COLUMNS}
      getRowId={(role) => String(role.id)}
      meta={actions}
      isLoading={isLoading}
      emptyText="No roles found."
      minWidth={680}
    />
  );
}
