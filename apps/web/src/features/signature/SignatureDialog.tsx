import { esignConsentMessages, signatureTexts, type SignatureValue } from '@paperless/core';
import { useState } from 'react';
import { ResponsiveModal } from '../../ui/ResponsiveModal';
import { ConsentStep } from './ConsentStep';
import { useSignatureConsent } from './consent';
import { SignatureEditor } from './SignatureEditor';
import { useT } from '../patient-language';

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
  const t = useT();
  const asking = consent !== null && !consent.accepted;
  // Whether this opening began on the disclosure: its editor then takes focus itself.
  const [disclosed, setDisclosed] = useState(false);
  if (asking && opened && !disclosed) setDisclosed(true);
  const close = () => {
    setDisclosed(false);
    onClose();
  };
  return (
    <ResponsiveModal
      opened={opened}
      onClose={close}
      title={
        asking ? (
          // A long text to read: the dialog opens on its title (a named place to start reading),
          // not on the close button or the agree button.
          <span tabIndex={-1} data-autofocus>
            {t(esignConsentMessages.title)}
          </span>
        ) : (
          t(signatureTexts.title)
        )
      }
      styles={styles}
    >
      {asking ? (
        <ConsentStep
          practiceName={consent.practiceName}
          onAccept={consent.accept}
          onCancel={close}
        />
      ) : (
        <SignatureEditor
          initial={value}
          focusOnMount={disclosed}
          onSave={(next) => {
            onSave(next);
            close();
          }}
        />
      )}
    </ResponsiveModal>
  );
}
