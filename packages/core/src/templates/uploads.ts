import { z } from 'zod';
import { ID_MAX } from '../schemas/fields.js';

/**
 * Files a patient uploads to a form's "file or photo" question (issue 17): an insurance card,
 * a photo ID, a referral letter. The patient's page sends the file first (POST
 * /api/public/links/{token}/uploads), the server decodes and re-encodes it, seals it and answers
 * its id; the form's answer is then `{ upload_id }`, and the submission binds it.
 */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** A PDF longer than this is refused: a form's attachment, not a whole chart. */
export const UPLOAD_MAX_PAGES = 20;

/** What a file question takes: photos the server can decode and re-encode, and PDFs. */
export const UPLOAD_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export type UploadMime = (typeof UPLOAD_MIME_TYPES)[number];

/** The patient's page and the server answer with these (the server by field, as a 4xx). */
export const uploadMessages = {
  type: 'Choose a photo (JPEG, PNG or WebP) or a PDF.',
  tooLarge: 'This file is larger than 10 MB. Take the photo again or choose a smaller file.',
  unreadable: 'This file could not be read. Take the photo again or choose another file.',
  notAFileQuestion: 'This question does not take a file.',
  tooManyPages: `This PDF has more than ${UPLOAD_MAX_PAGES} pages. Choose a shorter file or take photos of the pages you need.`,
  /** On submit: an answer naming no upload of this link's question (a stale page, a forgery). */
  uploadAgain: (name: string) => `${name}: please upload the file again`,
  invalid: (name: string) => `${name} must be a file you uploaded`,
  /** Submit pressed while a file is still on its way: the page waits rather than send without it. */
  stillUploading: 'A file is still uploading. Submit again once it shows "Uploaded".',
  /** Staff's download (View Forms): the stored file is gone, or is not the one recorded. */
  fileMissing: 'The uploaded file could not be found.',
  fileIntegrity:
    'The stored file does not match its recorded checksum, so it was not sent. Please contact support.',
} as const;

/** A file question's answer: the id the upload route gave. */
export const uploadAnswerSchema = z.object({ upload_id: z.uuid() });
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

export function isUploadAnswer(value: unknown): value is UploadAnswer {
  return uploadAnswerSchema.safeParse(value).success;
}

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
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

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
