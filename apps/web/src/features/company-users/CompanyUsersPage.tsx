import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import type { CompanyUser } from '@paperless/core';
import { IconAlertCircle, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/formErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { PageHeader } from '../../ui/PageHeader';
import { ReauthCancelled, useReauth } from '../account-security/useReauth';
import { useSignedInSession } from '../auth/session';
import { AddUserDialog, EditUserDialog, ViewUserDialog } from './CompanyUserDialogs';
import { CompanyUsersTable, type CompanyUserRowActions } from './CompanyUsersTable';
import {
  COMPANY_USERS_PAGE_SIZE,
  fullName,
  useCompanyUsers,
  useDeleteCompanyUser,
  useTransferOwnership,
} from './companyUsersApi';
import { ListPager } from '../../ui/ListPager';

const SEARCH_DELAY_MS = 300;
interface DialogState {
  kind: 'add' | 'edit' | 'view';
  user: CompanyUser | null;
  // Kept apart from kind and user so a closing dialog keeps its content while it fades out.
  opened: boolean;
}

/** /user-management: the clinic's own users, for the owner (Client Admin). */
export function CompanyUsersPage() {
  const { user: self } = useSignedInSession();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const users = useCompanyUsers(page, debouncedSearch);
  const deleteUser = useDeleteCompanyUser();
  const transfer = useTransferOwnership();
  const reauth = useReauth();
  const [dialog, setDialog] = useState<DialogState>({ kind: 'add', user: null, opened: false });

  const open = (kind: DialogState['kind'], user: CompanyUser | null = null) =>
    setDialog({ kind, user, opened: true });
  const close = () => setDialog((current) => ({ ...current, opened: false }));
  const isOpen = (kind: DialogState['kind']) => dialog.opened && dialog.kind === kind;

  const total = users.data?.total ?? 0;
  const companyName = self.company?.name ?? 'the company';

  const confirmDelete = (user: CompanyUser) =>
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
            if (users.data?.data.length === 1 && page > 1) setPage(page - 1);
          },
          onError: (error) => notifyError(errorMessage(error)),
        }),
    });

  const confirmTransfer = (user: CompanyUser) =>
    modals.openConfirmModal({
      title: 'Make owner',
      children: (
        <Text size="sm">
          Make {fullName(user)} the owner of {companyName}? They become the Client Admin and you
          become a Sub-Client Admin, who can no longer manage users.
        </Text>
      ),
      labels: { confirm: 'Make owner', cancel: 'Cancel' },
      confirmProps: { color: 'yellow' },
      // The server asks for the password (and a code with two-factor) first: the prompt opens
      // and the transfer runs again once confirmed; a closed prompt changes nothing.
      onConfirm: () =>
        void reauth
          .guard(() => transfer.mutateAsync(user.id))
          .then(({ message }) => {
            notifySuccess(message);
            // This page is the owner's alone; leave before the refreshed permissions close it.
            void navigate('/client-dashboard');
          })
          .catch((error: unknown) => {
            if (!(error instanceof ReauthCancelled)) notifyError(errorMessage(error));
          }),
    });

  const actions: CompanyUserRowActions = {
    selfId: self.id,
    onView: (user) => open('view', user),
    onEdit: (user) => open('edit', user),
    onDelete: confirmDelete,
    onMakeOwner: self.is_owner ? confirmTransfer : undefined,
  };

  return (
    <>
      {reauth.prompt}
      <PageHeader title="User Management" description={`The people who work in ${companyName}.`} />
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
          <CompanyUsersTable
            users={users.data?.data}
            isLoading={users.isPending}
            emptyText={debouncedSearch ? 'No users match your search.' : 'No data available'}
            actions={actions}
          />
        )}
        <ListPager
          total={total}
          pageSize={COMPANY_USERS_PAGE_SIZE}
          page={page}
          onPage={setPage}
          noun={['user', 'users']}
        />
      </Stack>
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
    </>
  );
}
