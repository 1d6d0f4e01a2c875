// Verify a document (issue 18): one limit, one set of messages and one answer for the server,
// which enforces them, and the page, which checks the size before sending.
import { z } from 'zod';
import { ID_MAX } from './fields.js';

/** The largest PDF Verify reads (issue 18). */
export const VERIFY_MAX_BYTES = 20 * 1024 * 1024;

export const verifyMessages = {
  notPdf: 'Choose a PDF file. This file is not a PDF.',
  tooLarge: 'Choose a PDF of 20 MB or less.',
} as const;

export const verifyQuerySchema = z.object({
  company_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
});

/** The submission an uploaded PDF is an unaltered copy of. */
export const verifiedSubmissionSchema = z.object({
  submission_id: z.number().int(),
  /** The file's reference for the download route ('submission:<id>'). */
  url: z.string(),
  form_name: z.string(),
  patient_name: z.string(),
  dob: z.string().nullable(),
  submitted_at: z.string(),
  pdf_name: z.string(),
});

export const verifyResponseSchema = z.object({
  data: z.object({
    /** True when the upload is byte for byte a PDF this clinic's submission produced. */
    matched: z.boolean(),
    /** The SHA-256 of the upload, so staff can quote it. */
    sha256: z.string(),
    size: z.number().int(),
    submission: verifiedSubmissionSchema.nullable(),
  }),
  /** The clinic's zone, in which the web shows submitted_at. */
  time_zone: z.string(),
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;
