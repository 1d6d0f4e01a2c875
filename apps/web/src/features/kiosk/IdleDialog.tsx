import { Button, Modal, Stack, Text } from '@mantine/core';
import { kioskPatientTexts as k } from '@paperless/core';
import { useT } from '../patient-language';

/**
 * "Are you still there?": shown while the idle countdown runs. Any touch or key, or the button,
 * keeps the fill; at zero the kiosk starts over and nothing of it is kept.
 */
export function IdleDialog(props: { secondsLeft: number | null; onStillHere: () => void }) {
  const open = props.secondsLeft !== null;
  const t = useT();
  return (
    <Modal
      opened={open}
      onClose={props.onStillHere}
      title={t(k.stillThere)}
      centered
      size="md"
      withCloseButton={false}
    >
      <Stack>
        <Text size="lg" aria-live="polite">
          {t(k.clearing, { seconds: props.secondsLeft ?? 0 })}
        </Text>
        <Button size="lg" onClick={props.onStillHere} data-autofocus>
          {t(k.stillHere)}
        </Button>
      </Stack>
    </Modal>
  );
}
