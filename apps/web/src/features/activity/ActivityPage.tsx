import { Text } from '@mantine/core';
import { ListScreen } from '../../ui/ListScreen';
import { KioskModeButton } from '../kiosk';
import { ActivityPanel } from './ActivityPanel';

/** Every link the clinic sent, where each stands, and what the front desk can do about it. */
export function ActivityPage() {
  return (
    <ListScreen
      title="Activity"
      // Issue 19: a tablet in the waiting room fills links here too (shown as Kiosk).
      actions={<KioskModeButton />}
      description={
        // gray.7, not the header's dimmed grey: dimmed fails the contrast check on white.
        <Text span inherit c="gray.7">
          Every link your clinic sent, newest first: who opened it, who finished, and who still
          needs a nudge. Times are in your clinic&apos;s time zone.
        </Text>
      }
    >
      <ActivityPanel />
    </ListScreen>
  );
}
