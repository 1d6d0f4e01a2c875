import { LoadedModal } from '../../ui/LoadedModal';
import { useFrontDeskSettings } from './frontDeskApi';
import { FrontDeskForm } from './FrontDeskForm';
import type { DialogProps } from '../../ui/ResponsiveModal';

/** The owner's dialog: the clinic's time zone and reminder schedule, loaded when opened. */
export function FrontDeskDialog({ opened, onClose }: DialogProps) {
  return (
    <LoadedModal
      opened={opened}
      onClose={onClose}
      title="Clinic time zone and reminders"
      query={useFrontDeskSettings(opened)}
      loadingLabel="Loading the settings"
      errorTitle="The settings could not be loaded"
    >
      {(saved) => <FrontDeskForm saved={saved} onSaved={onClose} />}
    </LoadedModal>
  );
}
