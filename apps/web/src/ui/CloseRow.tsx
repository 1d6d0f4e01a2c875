import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** A dialog's last row, at the right: what else it offers, then Close. */
export function CloseRow({ onClose, children }: { onClose: () => void; children?: ReactNode }) {
  return (
    <Group justify="flex-end">
      {children}
      <Button variant="default" onClick={onClose}>
        Close
      </Button>
    </Group>
  );
}
