import { z } from 'zod';
import { ID_MAX } from '../schemas/fields.js';

// The upload routes' schemas (uploads.ts has the limits, the messages and isUploadAnswer).

/** A file question's answer: the id the upload route gave. */
export const uploadAnswerSchema = z.object({ upload_id: z.uuid() });

/** POST /api/public/links/{token}/uploads?field=<answer key>: the stored copy's facts. */
export const uploadResponseSchema = z.object({
  data: z.object({
    upload_id: z.uuid(),
    /** What the server kept: a re-encoded JPEG or PNG, or a rebuilt PDF. */
    mime: z.enum(['image/jpeg', 'image/png', 'application/pdf']),
    bytes: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    pages: z.number().int().nullable(),
  }),
});

export const uploadQuerySchema = z.object({
  field: z.string().trim().min(1).max(100),
});

/** GET /api/submissions/{id}/uploads: a submission's files for staff (View Forms). */
export const submissionUploadsQuerySchema = z.object({
  /** Provider staff name the clinic; a clinic user's own is implied. */
  company_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
});

export const submissionUploadSchema = z.object({
  upload_id: z.uuid(),
  /** The question's answer key, and its label as the form printed it. */
  field: z.string(),
  label: z.string(),
  mime: uploadResponseSchema.shape.data.shape.mime,
  bytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  pages: z.number().int().nullable(),
});
export type SubmissionUpload = z.infer<typeof submissionUploadSchema>;

export const submissionUploadsResponseSchema = z.object({
  data: z.array(submissionUploadSchema),
});
export type SubmissionUploadsResponse = z.infer<typeof submissionUploadsResponseSchema>;
