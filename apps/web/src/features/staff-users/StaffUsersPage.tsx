import { Paper, Tabs } from '@mantine/core';
import { hasPermission } from '@paperless/core';
import { IconShieldLock, IconUsers } from '@tabler/icons-react';
import { PageHeader } from '../../ui/PageHeader';
import { useSignedInSession } from '../auth/session';
import { RolesPanel } from './RolesPanel';
import { UsersPanel } from './UsersPanel';

/** User Management at /hr-user-management; Super Admin (manage_roles) also gets the Roles tab. */
export function StaffUsersPage() {
  const { user, permissions } = useSignedInSession();
  const managesRoles = hasPermission(permissions, 'manage_roles');
  const users = <UsersPanel selfId={user.id} canChangeRoles={managesRoles} />;

  return (
    <>
      <PageHeader title="User Management" />
      <Paper withBorder p="md">
        {managesRoles ? (
          <Tabs defaultValue="users" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="users" leftSection={<IconUsers size={16} aria-hidden />}>
                Users
              </Tabs.Tab>
              <Tabs.Tab value="roles" leftSection={<IconShieldLock size={16} aria-hidden />}>
                Roles
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="users">{users}</Tabs.Panel>
            <Tabs.Panel value="roles">
              <RolesPanel />
            </Tabs.Panel>
          </Tabs>
        ) : (
          users
        )}
      </Paper>
    </>
  );
}
