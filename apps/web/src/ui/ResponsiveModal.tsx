import { Modal, type ModalProps } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** What every dialog is given: whether it is open, and how it closes. */
export interface DialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The spec's dialog: 30 % of the window on a desktop (never narrower than a form needs), the
 * whole screen on a phone where 30 % would be unusable.
 */
export function ResponsiveModal(props: ModalProps) {
  const small = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Modal
      size="30%"
      fullScreen={small}
      styles={small ? undefined : { content: { minWidth: 'min(420px, 100%)' } }}
      {...props}
    />
  );
}
