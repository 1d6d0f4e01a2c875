import { SimpleGrid } from '@mantine/core';
import { hasPermission } from '@paperless/core';
import {
  IconAt,
  IconBell,
  IconBuildingHospital,
  IconClockHour4,
  IconCreditCard,
  IconLock,
  IconShieldLock,
} from '@tabler/icons-react';
import { useState } from 'react';
import { PageHeader } from '../../ui/PageHeader';
import { SecurityDialog } from '../account-security';
import { LoginEmailDialog } from '../email-change';
import { useSignedInSession } from '../../lib/session';
import { CardDetailsDialog } from './CardDetailsDialog';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { FrontDeskDialog } from './FrontDeskDialog';
import { NotificationSettingsDialog } from './NotificationSettingsDialog';
import { PatientCopySetting } from '../patient-copies';
import { PracticeProfileDialog } from '../practice-profile';
import { SettingsTile } from './SettingsTile';

type Dialog =
  | 'password'
  | 'email'
  | 'security'
  | 'card'
  | 'notifications'
  | 'front-desk'
  | 'practice-profile'
  | null;

/** Settings at /hr-settings (provider staff) and /settings (clinic users): one tile per dialog. */
export function SettingsPage() {
  const { user, permissions } = useSignedInSession();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const clinic = user.user_type === 'clinic';
  // The clinic's day (time zone, reminders) is the owner's: the permission the API asks for.
  const owner = clinic && hasPermission(permissions, 'manage_company_users');

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
        {clinic && (
          <SettingsTile
            title="Notifications"
            description="How you hear that a patient completed a form: an e-mail each time, a daily summary, or none."
            icon={IconBell}
            onOpen={() => setDialog('notifications')}
          />
        )}
        {owner && (
          <SettingsTile
            title="Clinic time zone and reminders"
            description="The clinic's time zone, and when patients who have not finished are reminded."
            icon={IconClockHour4}
            onOpen={() => setDialog('front-desk')}
          />
        )}
        {owner && (
          <SettingsTile
            title="Practice profile"
            description="Your logo, phone, address and colour, as patients see them on forms, PDFs and e-mails."
            icon={IconBuildingHospital}
            onOpen={() => setDialog('practice-profile')}
          />
        )}
        {owner && <PatientCopySetting />}
      </SimpleGrid>
      <ChangePasswordDialog opened={dialog === 'password'} onClose={close} />
      <LoginEmailDialog opened={dialog === 'email'} onClose={close} />
      <SecurityDialog opened={dialog === 'security'} onClose={close} />
      <CardDetailsDialog opened={dialog === 'card'} onClose={close} />
      <NotificationSettingsDialog opened={dialog === 'notifications'} onClose={close} />
      <FrontDeskDialog opened={dialog === 'front-desk'} onClose={close} />
      <PracticeProfileDialog opened={dialog === 'practice-profile'} onClose={close} />
    </>
  );
}
