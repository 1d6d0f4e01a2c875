import { createContext, useContext } from 'react';

/**
 * The e-sign disclosure a patient accepts before their first signature in a link (issue 18).
 * A patient's fill page provides it; where no one provides it (a clinic previewing its own
 * form) signing needs no disclosure.
 */
export interface SignatureConsent {
  /** Accepted in this link, for the disclosure's current version. */
  accepted: boolean;
  /** Whom the disclosure tells the patient to ask for paper. */
  practiceName: string;
  /** Records the acceptance; rejects with a message to show when it could not. */
  accept: () => Promise<void>;
}

const SignatureConsentContext = createContext<SignatureConsent | null>(null);

export const SignatureConsentProvider = SignatureConsentContext.Provider;

export function useSignatureConsent(): SignatureConsent | null {
  return useContext(SignatureConsentContext);
}
