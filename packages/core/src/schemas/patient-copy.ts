// A copy for the patient (issue 19): the limits, messages and answers of the patient's copy of
// what they signed, shared by the API, which enforces them, and the pages, which show them.
import { z } from 'zod';
import { localDateSchema } from '../time-zones.js';
import { ID_MAX } from './fields.js';

/** The browser that submitted may download its copy for this long. */
export const COPY_DOWNLOAD_MINUTES = 30;
/** An e-mailed (or texted) copy's link works for this long, behind the birth date. */
export const COPY_EMAIL_DAYS = 7;
/**
 * Issue 39: a visit whose PDFs are not made this long after it was submitted (or that failed)
 * is not waited for: the patient is told the copy will follow by the link's channel. The page
 * asks a little longer than this, so its last answer is that promise.
 */
export const COPY_PROMISE_AFTER_SECONDS = 60;
/** Wrong birth dates before a copy locks for good. */
export const COPY_MAX_DOB_FAILURES = 5;

export const patientCopyMessages = {
  // The success screen and the browser's copy.
  download: 'Download a copy',
  downloadHint: `Available for ${COPY_DOWNLOAD_MINUTES} minutes on this device`,
  preparing: 'Preparing your copy...',
  /** 409 while a PDF is still being made: the page asks again by itself. */
  pending: 'Your copy is being prepared. Please try again in a moment.',
  tookTooLong: 'Your copy is taking longer than usual. Please try again in a minute.',
  downloaded: 'Your copy was downloaded.',
  // The e-mailed copy's page.
  pageTitle: 'Your signed documents',
  pageIntro: (practice: string) =>
    `${practice} sent you a copy of the forms you signed. To keep them private, please confirm ` +
    'your date of birth.',
  downloadIntro: (practice: string) => `Your copy of the forms you signed for ${practice}.`,
  dobLabel: 'Date of birth',
  show: 'Show my documents',
  save: 'Download the PDF',
  shown: 'Your documents',
  loading: 'Loading your copy',
  // The refusals: plain words, nothing of the patient's.
  unknown:
    'This link is not valid. Please check that you opened the whole link from your message, ' +
    'or ask the practice that sent it for a new copy.',
  expired: (practice: string) => `This link has expired. Ask ${practice} for a copy.`,
  locked: (practice: string) =>
    'This copy is locked after too many wrong dates of birth. ' + `Ask ${practice} for a copy.`,
  dobRequired: 'Enter your date of birth.',
  wrongDob: (triesLeft: number) =>
    `That date of birth does not match our records. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  failed: (practice: string) =>
    `Your copy could not be prepared. Ask ${practice} for a copy of your forms.`,
  // Issue 39: the copy could not be made in time. The answers are safe with the practice; the
  // copy follows by the way the link came, or (a kiosk's fill, a number that replied STOP) the
  // practice gives it.
  willEmail: (practice: string) =>
    `${practice} has received your answers. Your copy will be sent to you by e-mail when it is ready.`,
  willText: (practice: string) =>
    `${practice} has received your answers. Your copy will be sent to you by text message when it is ready.`,
  askForCopy: (practice: string) =>
    `${practice} has received your answers and can give you a copy of your forms.`,
  // The clinic's setting.
  settingTitle: 'E-mail patients a copy',
  settingText:
    'After a patient signs, send them a link to a copy of their forms. The link asks for the ' +
    `patient's date of birth and works for ${COPY_EMAIL_DAYS} days.`,
  settingSaved: 'Saved.',
} as const;

export const patientCopyKindSchema = z.enum(['download', 'email']);
export type PatientCopyKind = z.infer<typeof patientCopyKindSchema>;

/** What the copy's page may know before the birth date: nothing of the patient's. */
export const publicCopyResponseSchema = z.object({
  data: z.object({
    kind: patientCopyKindSchema,
    practice: z.object({ name: z.string() }),
    expires_at: z.string(),
    /** An e-mailed copy opens only with the patient's date of birth. */
    needs_dob: z.boolean(),
    /** Every PDF of the visit is made; until then the PDF answers 409. */
    ready: z.boolean(),
  }),
});
export type PublicCopyResponse = z.infer<typeof publicCopyResponseSchema>;

export const copyPdfRequestSchema = z.object({
  /** YYYY-MM-DD; required for an e-mailed copy. */
  dob: localDateSchema.optional(),
});
export type CopyPdfRequest = z.infer<typeof copyPdfRequestSchema>;

/**
 * Issue 21: the words a submission's PDF (the patient's copy too) prints around the form's own,
 * translated where the form was filled in another language (i18n/catalogues/es-documents.ts).
 */
export const patientDocumentTexts = {
  noticeHeading: 'Notice and Consent',
  /** Where an optional signature was left empty. */
  notSigned: 'Not signed',
} as const;

/** The clinic's choice (companies.email_patient_copy). */
export const patientCopySettingsSchema = z.object({ email_patient_copy: z.boolean() });
export type PatientCopySettings = z.infer<typeof patientCopySettingsSchema>;

export const patientCopySettingsQuerySchema = z.object({
  company_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
});

export const patientCopySettingsResponseSchema = z.object({ data: patientCopySettingsSchema });
export type PatientCopySettingsResponse = z.infer<typeof patientCopySettingsResponseSchema>;
