import type { SignatureValue } from '@paperless/core';
import { ResponsiveModal } from '../../ui/ResponsiveModal';
import { SignatureEditor } from './SignatureEditor';

interface SignatureDialogProps {
  opened: boolean;
  /** The current signature, or null; the dialog never changes it except through onSave. */
  value: SignatureValue | null;
  /** Escape, the close button or a click outside: nothing is saved. */
  onClose: () => void;
  /** Called with the new signature; the dialog then closes itself through onClose. */
  onSave: (value: SignatureValue) => void;
}

// Wide enough for the 450 px pad plus the modal's padding wherever the screen allows it.
const styles = { content: { minWidth: 'min(500px, 100%)' } };

export function SignatureDialog({ opened, value, onClose, onSave }: SignatureDialogProps) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Signature" styles={styles}>
      <SignatureEditor
        initial={value}
        onSave={(next) => {
          onSave(next);
          onClose();
        }}
      />
    </ResponsiveModal>
  );
}
