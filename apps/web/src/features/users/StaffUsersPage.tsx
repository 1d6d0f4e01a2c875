import { Paper, Tabs } from '@mantine/core';
import { hasPermission } from '@paperless/core';
import { IconShieldLock, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../ui/PageHeader';
import { useSignedInSession } from '../../lib/session';
import { RoleChangeDialog } from './RoleChangeDialog';
import { RolesPanel } from './RolesPanel';
import { UsersPanel } from './UsersPanel';
import { STAFF_SCOPE, type UserRecord } from './usersScope';

/**
 * User Management at /hr-user-management. Whoever manages users reads the roles and changes a
 * user's role; only Super Admin (manage_roles) changes the roles themselves (decisions 4 and 7).
 */
export function StaffUsersPage() {
  const { user, permissions } = useSignedInSession();
  const managesRoles = hasPermission(permissions, 'manage_roles');
  const managesUsers = hasPermission(permissions, 'manage_users');
  const readsRoles = managesRoles || managesUsers;
  // Kept apart from the user so the closing dialog keeps its content while it fades out.
  const [roleTarget, setRoleTarget] = useState<UserRecord | null>(null);
  const [roleOpened, setRoleOpened] = useState(false);

  const users = (
    <>
      <UsersPanel
        scope={STAFF_SCOPE}
        selfId={user.id}
        extraActions={{
          onChangeRole: managesUsers
            ? (target) => {
                setRoleTarget(target);
                setRoleOpened(true);
              }
            : undefined,
        }}
      />
      {managesUsers && (
        <RoleChangeDialog
          user={roleTarget}
          opened={roleOpened}
          onClose={() => setRoleOpened(false)}
        />
      )}
    </>
  );

  return (
    <>
      <PageHeader title="User Management" />
      <Paper withBorder p="md">
        {readsRoles ? (
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
              <RolesPanel canManage={managesRoles} />
            </Tabs.Panel>
          </Tabs>
        ) : (
          users
        )}
      </Paper>
    </>
  );
}
