import { Alert, Badge, Button, Skeleton, Stack, Table } from '@mantine/core';
import { companyUserMessages, type CompanyUser } from '@paperless/core';
import { IconAlertCircle, IconPencil } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { ResponsiveModal } from '../../ui/ResponsiveModal';
import { EmailChangeControls } from '../email-change/EmailChangeControls';
import { FormSkeleton } from '../staff-users/StaffUserDialogs';
import { CompanyUserForm, companyUserToFormValues, EMPTY_COMPANY_USER } from './CompanyUserForm';
import {
  fullName,
  useCompanyUser,
  useCreateCompanyUser,
  useUpdateCompanyUser,
} from './companyUsersApi';

interface DialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Closing unmounts the form, so the next Add starts empty. */
export function AddUserDialog({ opened, onClose }: DialogProps) {
  const createUser = useCreateCompanyUser();
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Add User">
      <CompanyUserForm
        mode="add"
        defaultValues={EMPTY_COMPANY_USER}
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
  const user = useCompanyUser(userId);
  const updateUser = useUpdateCompanyUser(userId);
  // A new e-mail is only requested: the form stays open, read again, to show it pending.
  const [version, setVersion] = useState(0);
  const requested = useRef(false);
  if (user.isError) return <LoadFailed message={user.error.message} />;
  if (!user.data) return <FormSkeleton />;
  return (
    <CompanyUserForm
      key={version}
      mode="edit"
      defaultValues={companyUserToFormValues(user.data)}
      user={user.data}
      onSave={async (body) => {
        const answer = await updateUser.mutateAsync(body);
        requested.current = body.email !== answer.data.email;
        return answer;
      }}
      onSaved={() => (requested.current ? setVersion((v) => v + 1) : onSaved())}
      emailNote={
        <EmailChangeControls
          pending={user.data.pending_email_change}
          cancelPath={`/company-users/${userId}/email-change`}
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

const DETAILS: [string, (user: CompanyUser) => ReactNode][] = [
  ['User Name', fullName],
  ['Email', (user) => user.email],
  ['Phone Number', (user) => user.phone_number ?? '—'],
  [
    'Role',
    (user) => (
      <>
        {user.role.name}
        {user.is_owner && (
          <Badge ml="xs" size="sm" variant="light">
            Owner
          </Badge>
        )}
      </>
    ),
  ],
];

function UserDetails({ userId, onEdit }: { userId: number; onEdit: () => void }) {
  const user = useCompanyUser(userId);
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

function LoadFailed({ message }: { message: string }) {
  return (
    <Alert color="red" icon={<IconAlertCircle />} title={companyUserMessages.failedToLoad}>
      {message}
    </Alert>
  );
}
