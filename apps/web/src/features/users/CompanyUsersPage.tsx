import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/formErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { PageHeader } from '../../ui/PageHeader';
import { ReauthCancelled, useReauth } from '../account-security';
import { useSignedInSession } from '../../lib/session';
import { useTransferOwnership } from './usersApi';
import { UsersPanel } from './UsersPanel';
import { COMPANY_SCOPE, fullName, type UserRecord } from './usersScope';

/** /user-management: the clinic's own users, for the owner (Client Admin). */
export function CompanyUsersPage() {
  const { user: self } = useSignedInSession();
  const navigate = useNavigate();
  const transfer = useTransferOwnership();
  const reauth = useReauth();
  const companyName = self.company?.name ?? 'the company';

  const confirmTransfer = (user: UserRecord) =>
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

  return (
    <>
      {reauth.prompt}
      <PageHeader title="User Management" description={`The people who work in ${companyName}.`} />
      <UsersPanel
        scope={COMPANY_SCOPE}
        selfId={self.id}
        extraActions={{ onMakeOwner: self.is_owner ? confirmTransfer : undefined }}
      />
    </>
  );
}
