import { Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Role } from '@paperless/core';

import { useState } from 'react';
import { errorMessage } from '../../lib/formErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { AddRoleDialog, EditRoleDialog, ViewRoleDialog } from './RoleDialogs';
import { useDeleteRole, useRoles } from './rolesApi';
import { RolesTable, type RoleRowActions } from './RolesTable';
import { LoadError } from '../../ui/LoadError';
import { AddButton } from '../../ui/AddButton';

interface DialogState {
  kind: 'add' | 'edit' | 'view';
  roleId: number | null;
  opened: boolean;
}

interface RolesPanelProps {
  /** Super Admin (manage_roles) adds, edits and deletes custom roles; others only read them. */
  canManage: boolean;
}

/** The roles: built-in ones to read, custom ones for Super Admin to change (decision 7). */
export function RolesPanel({ canManage }: RolesPanelProps) {
  const roles = useRoles();
  const deleteRole = useDeleteRole();
  const [dialog, setDialog] = useState<DialogState>({ kind: 'add', roleId: null, opened: false });

  const open = (kind: DialogState['kind'], role?: Role) =>
    setDialog({ kind, roleId: role?.id ?? null, opened: true });
  const close = () => setDialog((current) => ({ ...current, opened: false }));
  const isOpen = (kind: DialogState['kind']) => dialog.opened && dialog.kind === kind;

  const confirmDelete = (role: Role) =>
    modals.openConfirmModal({
      title: 'Confirm Action',
      children: <Text size="sm">Are you sure you want to delete the role {role.name}?</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteRole.mutate(role.id, {
          onSuccess: ({ message }) => notifySuccess(message),
          // 409 while users hold the role: the server says so.
          onError: (error) => notifyError(errorMessage(error)),
        }),
    });

  // Without manage_roles the table offers View only: the server refuses every change (403).
  const actions: RoleRowActions = {
    onView: (role) => open('view', role),
    ...(canManage && { onEdit: (role: Role) => open('edit', role), onDelete: confirmDelete }),
  };

  return (
    <Stack>
      <Group justify="space-between" align="center" wrap="wrap">
        <Text size="sm" c="dimmed" maw={560}>
          Custom roles give provider staff a chosen set of permissions. Assign one with the Change
          role action on the Users tab. Built-in roles are read-only.
        </Text>
        {canManage && <AddButton onClick={() => open('add')}>Add Role</AddButton>}
      </Group>
      {roles.isError ? (
        <LoadError title="The roles could not be loaded" query={roles} />
      ) : (
        <RolesTable roles={roles.data} isLoading={roles.isPending} actions={actions} />
      )}
      {canManage && <AddRoleDialog opened={isOpen('add')} onClose={close} />}
      {dialog.roleId !== null && (
        <>
          {canManage && (
            <EditRoleDialog roleId={dialog.roleId} opened={isOpen('edit')} onClose={close} />
          )}
          <ViewRoleDialog
            roleId={dialog.roleId}
            opened={isOpen('view')}
            onClose={close}
            onEdit={actions.onEdit}
          />
        </>
      )}
    </Stack>
  );
}
