import { Divider, Stack } from '@mantine/core';
import { ResponsiveModal, type DialogProps } from '../../ui/ResponsiveModal';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';
import { useReauth } from './useReauth';

/** Settings › Security: two-factor sign-in and the active sessions. */
export function SecurityDialog({ opened, onClose }: DialogProps) {
  const reauth = useReauth();
  return (
    <>
      <ResponsiveModal opened={opened} onClose={onClose} title="Security" size="lg">
        <Stack>
          <TwoFactorSection guard={reauth.guard} />
          <Divider />
          <SessionsSection />
        </Stack>
      </ResponsiveModal>
      {reauth.prompt}
    </>
  );
}
