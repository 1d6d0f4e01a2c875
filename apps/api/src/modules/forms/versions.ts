import { sql } from 'kysely';
import type { DbExecutor } from '../../db/database.js';

/**
 * A form's content at one version: what a submission of that version was shown. A clinic's own
 * form keeps its blocks in `fields`; a customized template its customization.
 */
export interface FormContent {
  title: string;
  description: string | null;
  /** JSON text of the form's `fields` jsonb. */
  fields: string;
}

/** Keeps version `version` of a form in form_versions, for the PDFs of its submissions. */
export async function keepVersion(
  trx: DbExecutor,
  formId: number,
  version: number,
  content: FormContent,
): Promise<void> {
  await trx
    .insertInto('form_versions')
    .values({ form_id: formId, version, ...content })
    .execute();
}

/** Makes `content` the form's current version `version`, and keeps it. */
export async function saveVersion(
  trx: DbExecutor,
  formId: number,
  version: number,
  content: FormContent,
): Promise<void> {
  await trx
    .updateTable('forms')
    .set({ ...content, version, updated_at: sql<Date>`now()` })
    .where('id', '=', formId)
    .execute();
  await keepVersion(trx, formId, version, content);
}
