import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

import { useState } from 'react';
import { errorMessage } from '../../lib/formErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { ServerList } from '../../ui/ServerList';
import { useServerList, type ListSpec } from '../../ui/useServerList';
import { AddUserDialog, EditUserDialog, ViewUserDialog } from './UserDialogs';
import { useDeleteUser, useUsers } from './usersApi';
import { fullName, PAGE_SIZE, type UserRecord, type UsersScope } from './usersScope';
import { UsersTable, type UserRowActions } from './UsersTable';
import { AddButton } from '../../ui/AddButton';

interface DialogState {
  kind: 'add' | 'edit' | 'view';
  user: UserRecord | null;
  // Kept apart from kind and user so a closing dialog keeps its content while it fades out.
  opened: boolean;
}

interface UsersPanelProps {
  scope: UsersScope;
  selfId: number;
  /** Row actions only one scope has: Change role (staff), Make owner (a clinic's owner). */
  extraActions?: Pick<UserRowActions, 'onChangeRole' | 'onMakeOwner'>;
}

const USERS: ListSpec = {
  pageSize: PAGE_SIZE,
  noun: ['user', 'users'],
  searchPlaceholder: 'Name, email or role',
};

/** The users of a scope: server-side search and pages, Add/View/Edit dialogs and delete. */
export function UsersPanel({ scope, selfId, extraActions }: UsersPanelProps) {
  const list = useServerList(USERS);
  const users = useUsers(scope, list.page, list.query);
  const deleteUser = useDeleteUser(scope);
  const [dialog, setDialog] = useState<DialogState>({ kind: 'add', user: null, opened: false });

  const open = (kind: DialogState['kind'], user: UserRecord | null = null) =>
    setDialog({ kind, user, opened: true });
  const close = () => setDialog((current) => ({ ...current, opened: false }));
  const isOpen = (kind: DialogState['kind']) => dialog.opened && dialog.kind === kind;

  const actions: UserRowActions = {
    selfId,
    onView: (user) => open('view', user),
    onEdit: (user) => open('edit', user),
    ...extraActions,
    onDelete: (user) =>
      modals.openConfirmModal({
        title: 'Confirm Action',
        children: (
          <Text size="sm">
            Are you sure you want to delete {fullName(user)}? They will be signed out and can no
            longer sign in.
          </Text>
        ),
        labels: { confirm: 'Delete', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: () =>
          deleteUser.mutate(user.id, {
            onSuccess: ({ message }) => {
              notifySuccess(message);
              list.afterRemoving(users.data?.users.length);
            },
            onError: (error) => notifyError(errorMessage(error)),
          }),
      }),
  };

  return (
    <>
      <ServerList
        list={list}
        query={users}
        actions={<AddButton onClick={() => open('add')}>Add User</AddButton>}
      >
        <UsersTable
          label={scope.tableLabel}
          users={users.data?.users}
          isLoading={users.isPending}
          emptyText={list.query ? 'No users match your search.' : scope.emptyText}
          actions={actions}
        />
      </ServerList>
      <AddUserDialog scope={scope} opened={isOpen('add')} onClose={close} />
      {dialog.user && (
        <>
          <ViewUserDialog
            scope={scope}
            userId={dialog.user.id}
            opened={isOpen('view')}
            onClose={close}
            onEdit={() => open('edit', dialog.user)}
          />
          <EditUserDialog
            scope={scope}
            userId={dialog.user.id}
            opened={isOpen('edit')}
            onClose={close}
          />
        </>
      )}
    </>
  );
}
