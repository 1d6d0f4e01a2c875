// The consumer disclosure a patient accepts before their first electronic signature in a link
// (issue 18; the ESIGN Act, 15 U.S.C. 7001(c), and UETA). One text for the browser, which shows
// it, and the server, which records which version was accepted and prints it on the Signature
// Certificate. Changing a word of the text means a new version: the server then asks again.
import { z } from 'zod';

/** The version of ESIGN_DISCLOSURE's wording; recorded with each acceptance. */
export const ESIGN_DISCLOSURE_VERSION = '1';

export const esignConsentMessages = {
  title: 'Electronic records and signatures',
  accept: 'I agree to use electronic records and signatures',
  /** A signed form sent through a link whose patient has not accepted the disclosure (422). */
  required: 'Please read and accept the electronic records disclosure before signing.',
  /** The page showed an older text than the server's: the patient must read the current one. */
  outdated: 'This disclosure has changed. Reload the page to read the current one.',
  acceptFailed: 'Your agreement could not be saved. Check your connection and try again.',
} as const;

/**
 * The disclosure's paragraphs, with the practice's name where the patient is told whom to ask:
 * records are electronic, the right to paper and how to ask for it, how to withdraw, and what
 * device and software are needed.
 */
export function esignDisclosure(practice: string): string[] {
  const who = practice.trim() || 'the practice';
  return [
    `${who} asks you to fill in and sign these forms electronically. Your answers and ` +
      'signatures will be kept as electronic records, and an electronic signature has the ' +
      'same effect as one on paper.',
    `You have the right to receive these records on paper. To ask for a paper copy of a form ` +
      `you signed, or for paper forms instead of electronic ones, contact ${who} by phone or ` +
      'at the front desk.',
    'You may withdraw this consent at any time: close this page before submitting and tell ' +
      `${who} that you would rather use paper. Withdrawing does not undo forms you have ` +
      'already submitted.',
    'To sign electronically you need a phone, tablet or computer with a current web browser ' +
      '(such as Chrome, Safari, Edge or Firefox) and an internet connection. To keep a copy, ' +
      'you need a way to save or print a PDF, or you can ask the practice for one.',
  ];
}

/** What the patient's page sends when the patient accepts: the version of the text shown. */
export const linkConsentSchema = z.object({
  version: z
    .string({ error: esignConsentMessages.outdated })
    .max(40, { error: esignConsentMessages.outdated })
    .refine((v) => v === ESIGN_DISCLOSURE_VERSION, { error: esignConsentMessages.outdated }),
});
export type LinkConsentPayload = z.input<typeof linkConsentSchema>;

/** A link's recorded acceptance (ISO time), or null when none is. */
export const linkConsentStateSchema = z
  .object({ version: z.string(), accepted_at: z.string() })
  .nullable();
export type LinkConsentState = z.infer<typeof linkConsentStateSchema>;

export const linkConsentResponseSchema = z.object({
  status: z.literal(true),
  consent: z.object({ version: z.string(), accepted_at: z.string() }),
});
export type LinkConsentResponse = z.infer<typeof linkConsentResponseSchema>;

/** True when the link's acceptance covers the text shown today (an older version asks again). */
export function consentIsCurrent(consent: { version: string | null } | null | undefined): boolean {
  return consent?.version === ESIGN_DISCLOSURE_VERSION;
}
