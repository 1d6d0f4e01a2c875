import { SimpleGrid } from '@mantine/core';
import { hasPermission } from '@paperless/core';
import { IconCreditCard, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../ui/PageHeader';
import { useSignedInSession } from '../auth/session';
import { CardDetailsDialog } from './CardDetailsDialog';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { SettingsTile } from './SettingsTile';

type Dialog = 'password' | 'card' | null;

/** Settings at /hr-settings (provider staff) and /settings (clinic users): one tile per dialog. */
export function SettingsPage() {
  const { permissions } = useSignedInSession();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  return (
    <>
      <PageHeader title="Settings" />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <SettingsTile
          title="Change Password"
          description="Choose a new password for signing in."
          icon={IconLock}
          onOpen={() => setDialog('password')}
        />
        {hasPermission(permissions, 'manage_card') && (
          <SettingsTile
            title="Card Details"
            description="The card your plan renews with."
            icon={IconCreditCard}
            onOpen={() => setDialog('card')}
          />
        )}
      </SimpleGrid>
      <ChangePasswordDialog opened={dialog === 'password'} onClose={close} />
      <CardDetailsDialog opened={dialog === 'card'} onClose={close} />
    </>
  );
}
