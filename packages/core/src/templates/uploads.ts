import type { z } from 'zod';
import type { uploadAnswerSchema, uploadResponseSchema } from './upload-schemas.js';

/**
 * Files a patient uploads to a form's "file or photo" question (issue 17): an insurance card,
 * a photo ID, a referral letter. The patient's page sends the file first (POST
 * /api/public/links/{token}/uploads), the server decodes and re-encodes it, seals it and answers
 * its id; the form's answer is then `{ upload_id }`, and the submission binds it.
 */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/**
 * What one link, and one clinic in a day, may store (Security III): a link's forms ask for a few
 * photos and letters, not for a disk. Over either, the upload is refused with overLimit (413 for
 * the link, 429 for the clinic's day).
 */
export const UPLOAD_LINK_MAX_BYTES = 50 * 1024 * 1024;
export const UPLOAD_CLINIC_DAY_MAX_BYTES = 1024 * 1024 * 1024;

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
  overLimit: "These files are over this form's size limit. Please contact the practice.",
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

/**
 * An upload's id: an RFC 9562 UUID, zod's z.uuid() pattern (zod 4.6) written out so the patient's
 * page can check one without zod. uploads.test.ts holds isUploadAnswer and uploadAnswerSchema
 * to the same answers, so a zod upgrade that moves its pattern fails there.
 */
export const UPLOAD_ID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** A file question's answer: the id the upload route gave (uploadAnswerSchema). */
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/**
 * uploadAnswerSchema's rule without zod: the patient's form checks its file questions on first
 * load, and zod (~25 KB gz) stays out of that load (uploads.test.ts holds the two equal).
 */
export function isUploadAnswer(value: unknown): value is UploadAnswer {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const id = (value as Record<string, unknown>).upload_id;
  return typeof id === 'string' && UPLOAD_ID_PATTERN.test(id);
}

/** POST /api/public/links/{token}/uploads: the stored copy's facts (upload-schemas.ts). */
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
