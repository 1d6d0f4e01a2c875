import { SimpleGrid } from '@mantine/core';
import { hasPermission } from '@paperless/core';
import { IconAt, IconCreditCard, IconLock, IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../ui/PageHeader';
import { SecurityDialog } from '../account-security/SecurityDialog';
import { LoginEmailDialog } from '../email-change/LoginEmailDialog';
import { useSignedInSession } from '../auth/session';
import { CardDetailsDialog } from './CardDetailsDialog';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { SettingsTile } from './SettingsTile';

type Dialog = 'password' | 'email' | 'security' | 'card' | null;

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
        <SettingsTile
          title="Change Login Email"
          description="Sign in with another e-mail address, once the new address confirms it."
          icon={IconAt}
          onOpen={() => setDialog('email')}
        />
        <SettingsTile
          title="Security"
          description="Two-factor sign-in and the devices signed in to your account."
          icon={IconShieldLock}
          onOpen={() => setDialog('security')}
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
      <LoginEmailDialog opened={dialog === 'email'} onClose={close} />
      <SecurityDialog opened={dialog === 'security'} onClose={close} />
      <CardDetailsDialog opened={dialog === 'card'} onClose={close} />
    </>
  );
}
