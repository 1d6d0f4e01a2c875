import { Divider, Stack } from '@mantine/core';
import { LoadedModal } from '../../ui/LoadedModal';
import { LogoSection } from './LogoSection';
import { PracticeProfileForm } from './PracticeProfileForm';
import { usePracticeProfile } from './practiceProfileApi';
import type { DialogProps } from '../../ui/ResponsiveModal';

/**
 * The owner's practice profile (issue 20): the logo, phone, address and brand colour patients
 * see on their form pages, PDFs and e-mails. The logo saves on its own, at once; the rest with
 * Save.
 */
export function PracticeProfileDialog({ opened, onClose }: DialogProps) {
  return (
    <LoadedModal
      opened={opened}
      onClose={onClose}
      title="Practice profile"
      query={usePracticeProfile(opened)}
      loadingLabel="Loading the practice profile"
      errorTitle="The practice profile could not be loaded"
    >
      {(saved) => (
        <Stack>
          <LogoSection name={saved.name} logoUrl={saved.logo_url} />
          <Divider />
          <PracticeProfileForm saved={saved} onSaved={onClose} />
        </Stack>
      )}
    </LoadedModal>
  );
}
