// Schemas and messages of the submissions feature (clinic portal), shared by the API and the web app.
import { z } from 'zod';
import { ID_MAX } from './fields.js';

/** The texts of Submitted Forms: the spec's empty texts, and the download answers. */
export const submissionMessages = {
  emptyOwn: 'No submitted forms available',
  emptySearch: 'No patients found matching your search criteria',
  emptyCompany: 'No submitted forms found for this company.',
  pdfPending: 'This PDF is still being prepared. Please try again in a moment.',
  pdfFailed: 'This PDF could not be created. Choose Try again to make it again.',
  // Issue 39: a failed PDF is made again on request (Try again).
  retryStarted: 'The PDF is being made again.',
  retryNotFailed: 'This PDF has not failed, so there is nothing to try again.',
  pdfUnavailable: 'No PDF is available for this form.',
  pdfMissing: 'The PDF file could not be found.',
  pdfIntegrity:
    'The stored PDF does not match its recorded checksum, so it was not sent. Please contact support.',
  downloadFailed: 'The PDF could not be downloaded. Please try again.',
} as const;

/** A company id the portal acts on; optional for clinic users (their own company). */
const companyId = z.coerce.number().int().positive().max(ID_MAX).optional();

/**
 * The list's order by each patient's latest submission: newest first (the default) or oldest
 * first. 'date_asc' is the exact reverse of 'date_desc', ties included.
 */
export const SUBMITTED_FORMS_SORTS = ['date_desc', 'date_asc'] as const;
export type SubmittedFormsSort = (typeof SUBMITTED_FORMS_SORTS)[number];

/** The patients a search counts at most; past it the total reads "more than" (total_capped). */
export const SUBMITTED_FORMS_COUNT_CAP = 10_000;

export const submittedFormsQuerySchema = z.object({
  company_id: companyId,
  search: z.string().trim().max(200).optional(),
  sort: z.enum(SUBMITTED_FORMS_SORTS).default('date_desc'),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});
export type SubmittedFormsQuery = z.input<typeof submittedFormsQuerySchema>;
export type SubmittedFormsParams = z.output<typeof submittedFormsQuerySchema>;

/** POST /api/submissions/{id}/pdf/retry: the company, for provider staff. */
export const submissionCompanyQuerySchema = z.object({ company_id: companyId });

/** null in the database (rows made before PDFs existed) is answered as 'unavailable'. */
export const PDF_STATUSES = ['ready', 'pending', 'failed', 'unavailable'] as const;
export type PdfStatus = (typeof PDF_STATUSES)[number];

export const submittedFileSchema = z.object({
  submission_id: z.number().int(),
  form_name: z.string(),
  /** An opaque reference to the file ('submission:<id>'), never a path. */
  url: z.string(),
  pdf_name: z.string(),
  submitted_at: z.string(),
  status: z.enum(PDF_STATUSES),
});
export type SubmittedFile = z.infer<typeof submittedFileSchema>;

/** One patient (name and date of birth) with every form they submitted, newest first. */
export const patientRecordSchema = z.object({
  patient_key: z.string(),
  patient_name: z.string(),
  /** YYYY-MM-DD, or null when the form did not ask for it. */
  dob: z.string().nullable(),
  last_submitted_at: z.string(),
  files: z.array(submittedFileSchema),
});
export type PatientRecord = z.infer<typeof patientRecordSchema>;

export const submittedFormsResponseSchema = z.object({
  data: z.object({ patients: z.array(patientRecordSchema) }),
  /** The clinic's patients; searched, the matching ones up to SUBMITTED_FORMS_COUNT_CAP. */
  total: z.number().int(),
  /** More patients match the search than the cap (total is then the cap); absent: false. */
  total_capped: z.boolean().optional(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** The clinic's zone (issue 16): the screen shows every date in it. */
  time_zone: z.string(),
});
export type SubmittedFormsResponse = z.infer<typeof submittedFormsResponseSchema>;

/** The reference a file's url holds; the only form the download accepts. */
export const SUBMISSION_URL_PATTERN = /^submission:([1-9][0-9]{0,15})$/;
export const submissionUrl = (id: number) => `submission:${id}`;

export const pdfDownloadQuerySchema = z.object({
  url: z.string().min(1).max(100),
  /** Accepted as the spec's client sends it; the saved name is always the stored one. */
  pdf_name: z.string().max(255).optional(),
  company_id: companyId,
});
