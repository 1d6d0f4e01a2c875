// A copy for the patient (issue 19): the limits, messages and answers of the patient's copy of
// what they signed, shared by the API, which enforces them, and the pages, which show them.
import { z } from 'zod';
import { localDateSchema } from '../time-zones.js';
import { ID_MAX } from './fields.js';

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

// The limits and messages live apart, without zod; importers of this module still find them.
export {
  COPY_DOWNLOAD_MINUTES,
  COPY_EMAIL_DAYS,
  COPY_PROMISE_AFTER_SECONDS,
  COPY_MAX_DOB_FAILURES,
  patientCopyMessages,
} from './patient-copy-messages.js';
