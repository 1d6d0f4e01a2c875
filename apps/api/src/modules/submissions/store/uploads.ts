import {
  addFieldError,
  isUploadAnswer,
  uploadMessages,
  type TemplateValues,
} from '@paperless/core';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { AppError, type FieldErrors } from '../../../lib/errors.js';
import type { FormDefinition } from '../../forms/index.js';
import { fileFieldsOf } from '../../uploads/index.js';
import type { StoredForm } from './encounter.js';

type Trx = Transaction<Database>;

/** A file question's answer: the upload it names. */
interface UploadRef {
  field: string;
  label: string;
  uploadId: string;
}

/**
 * The uploads a form's checked answers name, a clinic's own form's or a template's. Only shown
 * questions are left in the answers (hidden ones are dropped when they are checked), so a
 * hidden question's upload is never bound.
 */
function uploadRefs(definition: FormDefinition, values: TemplateValues): UploadRef[] {
  return fileFieldsOf(definition).flatMap((f) => {
    const value = Object.hasOwn(values, f.name) ? values[f.name] : undefined;
    if (!isUploadAnswer(value)) return [];
    return [{ field: f.name, label: f.label, uploadId: value.upload_id.toLowerCase() }];
  });
}

const uploadAgain = (refs: readonly UploadRef[]) => {
  const errors: FieldErrors = {};
  for (const ref of refs) addFieldError(errors, ref.field, uploadMessages.uploadAgain(ref.label));
  return new AppError('validation', uploadMessages.uploadAgain(refs[0]!.label), errors);
};

/**
 * Every file answer must name an upload of this link, to this question, not yet bound to a
 * submission: an id from a stale page, another link or another question is refused under its
 * question (422), and nothing is stored. Runs under the link's row lock, as uploads do.
 */
export async function checkUploads(
  trx: Trx,
  linkId: string,
  definition: FormDefinition,
  values: TemplateValues,
): Promise<void> {
  const refs = uploadRefs(definition, values);
  if (refs.length === 0) return;
  const rows = await trx
    .selectFrom('form_uploads')
    .select(['id', 'field'])
    .where('link_id', '=', linkId)
    .where('submission_id', 'is', null)
    .where(
      'id',
      'in',
      refs.map((r) => r.uploadId),
    )
    .execute();
  const wrong = refs.filter(
    (r) => !rows.some((row) => row.id === r.uploadId && row.field === r.field),
  );
  if (wrong.length > 0) throw uploadAgain(wrong);
}

/**
 * Binds each stored form's uploads to its new submission, in the transaction that stores them
 * (submissionIds in the order of forms). A file two answers name, or one bound meanwhile, is
 * refused like a stranger's, and the whole completion rolls back.
 */
export async function bindUploads(
  trx: Trx,
  linkId: string,
  forms: readonly StoredForm[],
  submissionIds: readonly string[],
): Promise<void> {
  for (const [index, form] of forms.entries()) {
    for (const ref of uploadRefs(form.definition, form.values)) {
      const result = await trx
        .updateTable('form_uploads')
        .set({ submission_id: submissionIds[index]! })
        .where('id', '=', ref.uploadId)
        .where('link_id', '=', linkId)
        .where('field', '=', ref.field)
        .where('submission_id', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw uploadAgain([ref]);
    }
  }
}
