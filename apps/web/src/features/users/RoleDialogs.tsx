import { Alert, Badge, Button, Group, List, Skeleton, Stack, Table } from '@mantine/core';
import { roleMessages, type Role } from '@paperless/core';
import { IconAlertCircle, IconPencil } from '@tabler/icons-react';
import { ResponsiveModal, type DialogProps } from '../../ui/ResponsiveModal';
import { EMPTY_ROLE, RoleForm } from './RoleForm';
import { useCreateRole, usePermissions, useRole, useRoleForEdit, useUpdateRole } from './rolesApi';
import { FormSkeleton } from './UserDialogs';

export function AddRoleDialog({ opened, onClose }: DialogProps) {
  const createRole = useCreateRole();
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Add Role">
      <RoleForm defaultValues={EMPTY_ROLE} onSave={createRole.mutateAsync} onSaved={onClose} />
    </ResponsiveModal>
  );
}

export function EditRoleDialog({ roleId, opened, onClose }: DialogProps & { roleId: number }) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Edit Role">
      <EditRoleBody key={roleId} roleId={roleId} onSaved={onClose} />
    </ResponsiveModal>
  );
}

function EditRoleBody({ roleId, onSaved }: { roleId: number; onSaved: () => void }) {
  const role = useRoleForEdit(roleId);
  const updateRole = useUpdateRole(roleId);
  if (role.isError) return <LoadFailed message={role.error.message} />;
  if (!role.data) return <FormSkeleton label="Loading role" />;
  return (
    <RoleForm
      defaultValues={{ name: role.data.name, permissions: role.data.permissions }}
      onSave={updateRole.mutateAsync}
      onSaved={onSaved}
    />
  );
}

interface ViewProps extends DialogProps {
  roleId: number;
  /**
   * Opens the Edit form (custom roles only: built-in roles are read-only). Absent for callers
   * without manage_roles, who read roles but may not change them.
   */
  onEdit?: ((role: Role) => void) | undefined;
}

export function ViewRoleDialog({ roleId, opened, onClose, onEdit }: ViewProps) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="View Role">
      <RoleDetails key={roleId} roleId={roleId} onEdit={onEdit} />
    </ResponsiveModal>
  );
}

function RoleDetails({ roleId, onEdit }: Pick<ViewProps, 'roleId' | 'onEdit'>) {
  const role = useRole(roleId);
  const permissions = usePermissions();
  if (role.isError) return <LoadFailed message={role.error.message} />;
  if (!role.data) return <FormSkeleton label="Loading role" />;
  const names = new Map((permissions.data ?? []).map((p) => [p.key, p.name]));
  const data = role.data;
  return (
    <Stack>
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={140}>Role Name</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{data.name}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Type</Table.Th>
            <Table.Td>
              <Group gap="xs">
                <Badge variant="light" color={data.is_system ? 'gray' : 'blue'}>
                  {data.is_system ? 'Built-in' : 'Custom'}
                </Badge>
                {data.kind === 'provider' ? 'Provider staff' : 'Clinic users'}
              </Group>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Users</Table.Th>
            <Table.Td>{data.users_count}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Permissions</Table.Th>
            <Table.Td>
              {permissions.isPending ? (
                <Skeleton height={14} radius="sm" />
              ) : (
                <List size="sm" spacing={2} aria-label="Permissions">
                  {data.permissions.map((key) => (
                    <List.Item key={key}>{names.get(key) ?? key}</List.Item>
                  ))}
                </List>
              )}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {data.is_system ? (
        <Alert color="gray">{roleMessages.builtInLocked}</Alert>
      ) : (
        onEdit && (
          <Button
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => onEdit(data)}
            fullWidth
          >
            Edit
          </Button>
        )
      )}
    </Stack>
  );
}

function LoadFailed({ message }: { message: string }) {
  return (
    <Alert color="red" icon={<IconAlertCircle />} title={roleMessages.failedToLoad}>
      {message}
    </Alert>
  );
}
