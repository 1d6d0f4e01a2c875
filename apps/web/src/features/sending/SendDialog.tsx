import { Text } from '@mantine/core';
import { ResponsiveModal } from '../../ui/ResponsiveModal';

/** What is being sent: one form or one bucket of the company. */
export interface SendTarget {
  kind: 'form' | 'bucket';
  id: number;
  title: string;
}

export interface SendDialogProps {
  target: SendTarget | null;
  /** The company acted on; provider staff pass it from the company detail page. */
  companyId?: number;
  opened: boolean;
  onClose: () => void;
}

/** Placeholder: the send dialog (e-mail and phone chips, one link per recipient). */
export function SendDialog({ target, opened, onClose }: SendDialogProps) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Send Form">
      <Text c="dimmed">Sending {target?.title} is coming soon.</Text>
    </ResponsiveModal>
  );
}
