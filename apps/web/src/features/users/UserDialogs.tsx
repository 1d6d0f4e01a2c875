import { Alert, Badge, Button, Skeleton, Stack, Table } from '@mantine/core';
import { IconAlertCircle, IconPencil } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { ResponsiveModal, type DialogProps } from '../../ui/ResponsiveModal';
import { EmailChangeControls } from '../email-change';
import { EMPTY_USER, UserForm, userToFormValues } from './UserForm';
import { useCreateUser, useUpdateUser, useUser } from './usersApi';
import { fullName, type UserRecord, type UsersScope } from './usersScope';

interface UserDialogProps extends DialogProps {
  scope: UsersScope;
}

/** Closing unmounts the form, so the next Add starts empty. */
export function AddUserDialog({ scope, opened, onClose }: UserDialogProps) {
  const createUser = useCreateUser(scope);
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Add User">
      <UserForm
        scope={scope}
        mode="add"
        defaultValues={EMPTY_USER}
        onSave={createUser.mutateAsync}
        onSaved={onClose}
      />
    </ResponsiveModal>
  );
}

export function EditUserDialog({
  scope,
  userId,
  opened,
  onClose,
}: UserDialogProps & { userId: number }) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Edit User">
      {/* Keyed by user, so opening another user starts a fresh form with their values. */}
      <EditUserBody key={userId} scope={scope} userId={userId} onSaved={onClose} />
    </ResponsiveModal>
  );
}

interface BodyProps {
  scope: UsersScope;
  userId: number;
}

function EditUserBody({ scope, userId, onSaved }: BodyProps & { onSaved: () => void }) {
  const user = useUser(scope, userId);
  const updateUser = useUpdateUser(scope, userId);
  // A new e-mail is only requested: the form stays open, read again, to show it pending.
  const [version, setVersion] = useState(0);
  const requested = useRef(false);
  if (user.isError) return <LoadFailed title={scope.failedToLoad} message={user.error.message} />;
  if (!user.data) return <FormSkeleton />;
  return (
    <UserForm
      key={version}
      scope={scope}
      mode="edit"
      defaultValues={userToFormValues(user.data)}
      user={user.data}
      onSave={async (body) => {
        const answer = await updateUser.mutateAsync(body);
        requested.current = body.email !== answer.user.email;
        return answer;
      }}
      onSaved={() => (requested.current ? setVersion((v) => v + 1) : onSaved())}
      emailNote={
        <EmailChangeControls
          pending={user.data.pending_email_change}
          cancelPath={scope.emailChangePath(userId)}
          userId={userId}
        />
      }
    />
  );
}

interface ViewProps extends UserDialogProps {
  userId: number;
  /** Opens the Edit form for the same user. */
  onEdit: () => void;
}

export function ViewUserDialog({ scope, userId, opened, onClose, onEdit }: ViewProps) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="View User">
      <UserDetails key={userId} scope={scope} userId={userId} onEdit={onEdit} />
    </ResponsiveModal>
  );
}

const DETAILS: [string, (user: UserRecord) => ReactNode][] = [
  ['User Name', fullName],
  ['Email', (user) => user.email],
  ['Phone Number', (user) => user.phone_number ?? '—'],
  [
    'Role',
    (user) => (
      <>
        {user.role_name}
        {user.is_owner && (
          <Badge ml="xs" size="sm" variant="light">
            Owner
          </Badge>
        )}
      </>
    ),
  ],
];

function UserDetails({ scope, userId, onEdit }: BodyProps & { onEdit: () => void }) {
  const user = useUser(scope, userId);
  if (user.isError) return <LoadFailed title={scope.failedToLoad} message={user.error.message} />;
  return (
    <Stack>
      <Table variant="vertical" layout="fixed" withTableBorder aria-busy={!user.data}>
        <Table.Tbody>
          {DETAILS.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={140}>{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {user.data ? value(user.data) : <Skeleton height={14} radius="sm" />}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Button
        leftSection={<IconPencil size={16} aria-hidden />}
        disabled={!user.data}
        onClick={onEdit}
        fullWidth
      >
        Edit
      </Button>
    </Stack>
  );
}

/** A refusal (a Super Admin account, say) keeps the server's words under the spec's title. */
function LoadFailed({ title, message }: { title: string; message: string }) {
  return (
    <Alert color="red" icon={<IconAlertCircle />} title={title}>
      {message}
    </Alert>
  );
}

export function FormSkeleton({ label = 'Loading user' }: { label?: string }) {
  return (
    <Stack aria-busy aria-label={label}>
      {Array.from({ length: 5 }, (_, field) => (
        <Stack key={field} gap={6}>
          <Skeleton height={12} width="30%" radius="sm" />
          <Skeleton height={36} radius="sm" />
        </Stack>
      ))}
    </Stack>
  );
}
