import { z } from 'zod';
import { eventType } from '../../../lib/jobs/events.js';

/**
 * A submission's PDF gave up after its last try (worker.ts), recorded in the transaction that
 * marked it failed; what follows (the clinic's bell) is listed in apps/api/src/jobs. Keyed by the
 * submission and its count of failures, so each failure is told once. The form's title and ids
 * only: never the patient.
 */
export const pdfFailed = eventType(
  'submission.pdf_failed',
  z.object({
    submission_id: z.string(),
    company_id: z.number().int(),
    /** The form's title as submitted. */
    form_name: z.string(),
    attempts: z.number().int(),
    /** Where the last try failed ('render', 'crashed', ...) and the class of its error. */
    stage: z.string(),
    error: z.string(),
  }),
);

export type PdfFailed = z.infer<typeof pdfFailed.payload>;
