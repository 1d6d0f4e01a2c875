import { Loader } from '@mantine/core';
import { LoadError } from '../../ui/LoadError';
import { ResponsiveModal } from '../../ui/ResponsiveModal';
import { useFrontDeskSettings } from './frontDeskApi';
import { FrontDeskForm } from './FrontDeskForm';

interface DialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The owner's dialog: the clinic's time zone and reminder schedule, loaded when opened. */
export function FrontDeskDialog({ opened, onClose }: DialogProps) {
  const settings = useFrontDeskSettings(opened);
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Clinic time zone and reminders">
      {settings.isPending && <Loader size="sm" mx="auto" aria-label="Loading the settings" />}
      {settings.isError && (
        <LoadError
          title="The settings could not be loaded"
          message={settings.error.message}
          onRetry={() => void settings.refetch()}
        />
      )}
      {/* Mounted with the saved values, so reopening starts from what the server holds. */}
      {settings.data && <FrontDeskForm saved={settings.data} onSaved={onClose} />}
    </ResponsiveModal>
  );
}
