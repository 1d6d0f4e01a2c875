import { ResponsiveModal, type DialogProps } from '../../ui/ResponsiveModal';
import { ChangePasswordForm } from './ChangePasswordForm';

/** Closing unmounts the form, so an abandoned attempt leaves no password behind. */
export function ChangePasswordDialog({ opened, onClose }: DialogProps) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Change Password">
      <ChangePasswordForm onChanged={onClose} />
    </ResponsiveModal>
  );
}
