import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { StaffUser } from '@paperless/core';
import { IconAlertCircle, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/formErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { RoleChangeDialog } from './RoleChangeDialog';
import { AddUserDialog, EditUserDialog, ViewUserDialog } from './StaffUserDialogs';
import { StaffUsersTable, type StaffUserRowActions } from './StaffUsersTable';
import {
  fullName,
  STAFF_USERS_PAGE_SIZE,
  useDeleteStaffUser,
  useStaffUsers,
} from './staffUsersApi';
import { ListPager } from '../../ui/ListPager';

const SEARCH_DELAY_MS = 300;
interface DialogState {
  kind: 'add' | 'edit' | 'view' | 'role';
  user: StaffUser | null;
  // Kept apart from kind and user so a closing dialog keeps its content while it fades out.
  opened: boolean;
}

interface UsersPanelProps {
  selfId: number;
  /** Holders of manage_users may give a provider role within their own permissions. */
  canChangeRoles: boolean;
}

/** Provider staff: server-side search and pages, Add/View/Edit dialogs and delete. */
export function UsersPanel({ selfId, canChangeRoles }: UsersPanelProps) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const users = useStaffUsers(page, debouncedSearch);
  const deleteUser = useDeleteStaffUser();
  const [dialog, setDialog] = useState<DialogState>({ kind: 'add', user: null, opened: false });

  const open = (kind: DialogState['kind'], user: StaffUser | null = null) =>
    setDialog({ kind, user, opened: true });
  const close = () => setDialog((current) => ({ ...current, opened: false }));
  const isOpen = (kind: DialogState['kind']) => dialog.opened && dialog.kind === kind;

  const total = users.data?.total ?? 0;

  const actions: StaffUserRowActions = {
    selfId,
    onView: (user) => open('view', user),
    onEdit: (user) => open('edit', user),
    onChangeRole: canChangeRoles ? (user) => open('role', user) : undefined,
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
              // The last row of a page gone: show the page before rather than an empty one.
              if (users.data?.users.length === 1 && page > 1) setPage(page - 1);
            },
            onError: (error) => notifyError(errorMessage(error)),
          }),
      }),
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <TextInput
          label="Search users"
          placeholder="Name, email or role"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: 1 }}
          maw={420}
          miw={220}
        />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open('add')}>
          Add User
        </Button>
      </Group>
      {users.isError ? (
        <Alert color="red" icon={<IconAlertCircle />} title="The users could not be loaded">
          <Text size="sm" mb="sm">
            {users.error.message}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => void users.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <StaffUsersTable
          users={users.data?.users}
          isLoading={users.isPending}
          emptyText={debouncedSearch ? 'No users match your search.' : 'No users found.'}
          actions={actions}
        />
      )}
      <ListPager
        total={total}
        pageSize={STAFF_USERS_PAGE_SIZE}
        page={page}
        onPage={setPage}
        noun={['user', 'users']}
      />
      <AddUserDialog opened={isOpen('add')} onClose={close} />
      {dialog.user && (
        <>
          <ViewUserDialog
            userId={dialog.user.id}
            opened={isOpen('view')}
            onClose={close}
            onEdit={() => open('edit', dialog.user)}
          />
          <EditUserDialog userId={dialog.user.id} opened={isOpen('edit')} onClose={close} />
        </>
      )}
      {canChangeRoles && (
        <RoleChangeDialog user={dialog.user} opened={isOpen('role')} onClose={close} />
      )}
    </Stack>
  );
}
