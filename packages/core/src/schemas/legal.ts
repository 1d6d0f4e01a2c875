// Issue 20: signup's versioned Terms of Service and Business Associate Agreement, and the free trial.
// The server and the browser read the current versions from here, so a signup can be checked
// against the very text the visitor was shown: a page left open across a version change sends
// the old version and is refused (signupPayloadSchema), never silently recorded as the new one.
import { z } from 'zod';

export type LegalDocument = 'terms' | 'baa';

export interface LegalVersion {
  /** What a signup records; changes whenever the text changes in substance. */
  version: string;
  /** The first day the version applies (ISO date, shown on the page). */
  effective: string;
  title: string;
  /** Where the readable page lives in the web app. */
  path: string;
}

export const LEGAL_DOCUMENTS: Record<LegalDocument, LegalVersion> = {
  terms: {
    version: '2026-11-27',
    effective: '2026-11-27',
    title: 'Terms of Service',
    path: '/terms',
  },
  baa: {
    version: '2026-11-27',
    effective: '2026-11-27',
    title: 'Business Associate Agreement',
    path: '/baa',
  },
};

export const legalMessages = {
  acceptTerms: 'Please accept the Terms of Service to continue.',
  acceptBaa: 'Please accept the Business Associate Agreement to continue.',
  staleTerms:
    'The Terms of Service changed while you were signing up. Please reload the page, read the current version and accept it again.',
  staleBaa:
    'The Business Associate Agreement changed while you were signing up. Please reload the page, read the current version and accept it again.',
} as const;

/** "Version 2026-11-27, effective November 27, 2026": the line under each page's title. */
export function legalVersionLine(document: LegalDocument): string {
  const { version, effective } = LEGAL_DOCUMENTS[document];
  const date = new Date(`${effective}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return `Version ${version}, effective ${date}`;
}

const currentVersion = (document: LegalDocument, stale: string) =>
  z
    .string({ error: stale })
    .max(32, { error: stale })
    .refine((v) => v === LEGAL_DOCUMENTS[document].version, { error: stale });

/**
 * The wizard's agreement step: both boxes ticked, each with the version the visitor read. The
 * signup payload carries these four fields; the server stores one acceptance row per document.
 */
export const signupAgreementsObject = z.object({
  acceptTerms: z.literal(true, { error: legalMessages.acceptTerms }),
  termsVersion: currentVersion('terms', legalMessages.staleTerms),
  acceptBaa: z.literal(true, { error: legalMessages.acceptBaa }),
  baaVersion: currentVersion('baa', legalMessages.staleBaa),
});
export type SignupAgreements = z.output<typeof signupAgreementsObject>;

/** What the wizard sends for the versions it showed (the current ones of its build). */
export const currentAgreementVersions = () => ({
  termsVersion: LEGAL_DOCUMENTS.terms.version,
  baaVersion: LEGAL_DOCUMENTS.baa.version,
});
