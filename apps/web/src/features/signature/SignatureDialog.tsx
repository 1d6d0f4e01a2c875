import { esignConsentMessages, type SignatureValue } from '@paperless/core';
import { ResponsiveModal } from '../../ui/ResponsiveModal';
import { ConsentStep } from './ConsentStep';
import { useSignatureConsent } from './consent';
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

/**
 * Draw, type or upload a signature. In a patient's link the e-sign disclosure comes first, until
 * it is accepted (once per link): no signature can be made before.
 */
export function SignatureDialog({ opened, value, onClose, onSave }: SignatureDialogProps) {
  const consent = useSignatureConsent();
  const asking = consent !== null && !consent.accepted;
  return (
    <ResponsiveModal
      opened={opened}
      onClose={onClose}
      title={asking ? esignConsentMessages.title : 'Signature'}
      styles={styles}
    >
      {asking ? (
        <ConsentStep
          practiceName={consent.practiceName}
          onAccept={consent.accept}
          onCancel={onClose}
        />
      ) : (
        <SignatureEditor
          initial={value}
          onSave={(next) => {
            onSave(next);
            onClose();
          }}
        />
      )}
    </ResponsiveModal>
  );
}
