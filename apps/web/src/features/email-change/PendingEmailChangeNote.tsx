import { Alert, Button, Group, Text } from '@mantine/core';
import { emailChangeMessages, type PendingEmailChange } from '@paperless/core';
import { IconMailForward } from '@tabler/icons-react';
import { notifyError, notifySuccess } from '../../ui/notify';
import { useCancelEmailChange } from './emailChangeApi';

interface Props {
  pending: PendingEmailChange | null | undefined;
  /** The screen's own cancel route, e.g. `/company/email-change/12`. */
  cancelPath: string;
}

/**
 * Under a login e-mail field: the change staff asked for, waiting for both addresses to
 * confirm. The field itself keeps the address in use, which is still the sign-in.
 */
export function PendingEmailChangeNote({ pending, cancelPath }: Props) {
  const cancel = useCancelEmailChange(cancelPath);
  if (!pending) return null;
  const onCancel = async () => {
    try {
      notifySuccess((await cancel.mutateAsync()).message);
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Alert
      // Blue, not yellow: yellow text on its tint is under WCAG AA's 4.5:1 (axe color-contrast).
      color="blue"
      icon={<IconMailForward aria-hidden />}
      title="E-mail change pending"
      role="status"
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        Waiting for confirmation: <strong>{pending.new_email}</strong> —{' '}
        {emailChangeMessages.pendingNote}.
      </Text>
      <Group mt="xs">
        <Button size="xs" variant="default" loading={cancel.isPending} onClick={onCancel}>
          Cancel change
        </Button>
      </Group>
    </Alert>
  );
}
