import { Alert, Button, Skeleton, Stack, Table } from '@mantine/core';
import { staffUserMessages, type StaffUser } from '@paperless/core';
import { IconAlertCircle, IconPencil } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ResponsiveModal } from '../../ui/ResponsiveModal';
import { EmailChangeControls } from '../email-change/EmailChangeControls';
import { EMPTY_STAFF_USER, StaffUserForm, staffUserToFormValues } from './StaffUserForm';
import { fullName, useCreateStaffUser, useStaffUser, useUpdateStaffUser } from './staffUsersApi';

interface DialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Closing unmounts the form, so the next Add starts empty. */
export function AddUserDialog({ opened, onClose }: DialogProps) {
  const createUser = useCreateStaffUser();
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Add User">
      <StaffUserForm
        defaultValues={EMPTY_STAFF_USER}
        onSave={createUser.mutateAsync}
        onSaved={onClose}
      />
    </ResponsiveModal>
  );
}

export function EditUserDialog({ userId, opened, onClose }: DialogProps & { userId: number }) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Edit User">
      {/* Keyed by user, so opening another user starts a fresh form with their values. */}
      <EditUserBody key={userId} userId={userId} onSaved={onClose} />
    </ResponsiveModal>
  );
}

function EditUserBody({ userId, onSaved }: { userId: number; onSaved: () => void }) {
  const user = useStaffUser(userId);
  const updateUser = useUpdateStaffUser(userId);
  // A new e-mail is only requested: the form stays open, read again, to show it pending.
  const [version, setVersion] = useState(0);
  const requested = useRef(false);
  if (user.isError) return <LoadFailed message={user.error.message} />;
  if (!user.data) return <FormSkeleton />;
  return (
    <StaffUserForm
      key={version}
      defaultValues={staffUserToFormValues(user.data)}
      currentRole={{ id: user.data.role_id, name: user.data.role }}
      onSave={async (body) => {
        const answer = await updateUser.mutateAsync(body);
        requested.current = body.email !== answer.data.email;
        return answer;
      }}
      onSaved={() => (requested.current ? setVersion((v) => v + 1) : onSaved())}
      emailNote={
        <EmailChangeControls
          pending={user.data.pending_email_change}
          cancelPath={`/users/${userId}/email-change`}
          userId={userId}
        />
      }
    />
  );
}

interface ViewProps extends DialogProps {
  userId: number;
  /** Opens the Edit form for the same user. */
  onEdit: () => void;
}

export function ViewUserDialog({ userId, opened, onClose, onEdit }: ViewProps) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="View User">
      <UserDetails key={userId} userId={userId} onEdit={onEdit} />
    </ResponsiveModal>
  );
}

const DETAILS: [string, (user: StaffUser) => string][] = [
  ['User Name', fullName],
  ['Email', (user) => user.email],
  ['Phone Number', (user) => user.phone_number ?? '—'],
  ['Role', (user) => user.role],
];

function UserDetails({ userId, onEdit }: { userId: number; onEdit: () => void }) {
  const user = useStaffUser(userId);
  if (user.isError) return <LoadFailed message={user.error.message} />;
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

/** A refusal (a Super Admin account, say) keeps the server's words; anything else the spec's. */
function LoadFailed({ message }: { message: string }) {
  return (
    <Alert color="red" icon={<IconAlertCircle />} title={staffUserMessages.failedToLoad}>
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
