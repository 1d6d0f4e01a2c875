import { Button, Modal, Stack, Text } from '@mantine/core';

/**
 * "Are you still there?": shown while the idle countdown runs. Any touch or key, or the button,
 * keeps the fill; at zero the kiosk starts over and nothing of it is kept.
 */
export function IdleDialog(props: { secondsLeft: number | null; onStillHere: () => void }) {
  const open = props.secondsLeft !== null;
  return (
    <Modal
      opened={open}
      onClose={props.onStillHere}
      title="Are you still there?"
      centered
      size="md"
      withCloseButton={false}
    >
      <Stack>
        <Text size="lg" aria-live="polite">
          For your privacy, this form will be cleared in {props.secondsLeft ?? 0} seconds.
        </Text>
        <Button size="lg" onClick={props.onStillHere} data-autofocus>
          I&apos;m still here
        </Button>
      </Stack>
    </Modal>
  );
}
