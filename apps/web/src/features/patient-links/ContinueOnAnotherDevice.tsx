import { Button, Group } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../patient-language';

// The dialog and its QR code library load on the first click, never with the fill page.
const HandoffDialog = lazy(() => import('./HandoffDialog'));

/** Here, not with the dialog's texts in core: the fill page's first download stays small. */
export const HANDOFF_BUTTON = 'Continue on another device';

/**
 * "Continue on another device" on a patient's page (issue 19): a QR code and a short code that
 * open this link elsewhere at the same step, after the patient confirms their birth date.
 */
export function ContinueOnAnotherDevice(props: { token: string; kind: 'form' | 'bucket' }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const t = useT();
  return (
    <>
      <Group justify="flex-end" mb="xs">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconDeviceMobile size={16} aria-hidden />}
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
          aria-haspopup="dialog"
        >
          {t(HANDOFF_BUTTON)}
        </Button>
      </Group>
      {loaded && (
        <Suspense fallback={null}>
          <HandoffDialog token={props.token} opened={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
