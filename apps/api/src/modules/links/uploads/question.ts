import { uploadMessages, UPLOAD_MIME_TYPES, type UploadMime } from '@paperless/core';
import type { DbExecutor } from '../../../db/database.js';
import { AppError } from '../../../lib/errors.js';
import { linkForms, type LiveLink } from '../patient-links/lookup.js';
import { fileFieldsOf } from '../../uploads/index.js';

/** The file question an upload answers: the first of the link's forms that asks it. */
export interface FileQuestion {
  formId: number;
  field: string;
  label: string;
}

/**
 * The link's file question named `field`, as the forms are now (a bucket: any of its forms): a
 * clinic's own file question or a template's file field. Anything else (no such question,
 * another kind of question) is refused for 'field' before a byte of the file is decoded.
 */
export async function fileQuestion(
  db: DbExecutor,
  link: LiveLink,
  field: string,
): Promise<FileQuestion> {
  for (const { definition } of await linkForms(db, link)) {
    const question = fileFieldsOf(definition).find((f) => f.name === field);
    if (question) return { formId: definition.formId, field, label: question.label };
  }
  throw AppError.field('field', uploadMessages.notAFileQuestion);
}

/** The Content-Type's media type when it is one a file question takes. */
export function uploadMimeOf(contentType: string | undefined): UploadMime | undefined {
  const media = contentType?.split(';')[0]?.trim().toLowerCase();
  return UPLOAD_MIME_TYPES.find((type) => type === media);
}

export const wrongType = () =>
  new AppError('unsupported_type', uploadMessages.type, { file: [uploadMessages.type] });

export const tooLarge = () =>
  new AppError('too_large', uploadMessages.tooLarge, { file: [uploadMessages.tooLarge] });
