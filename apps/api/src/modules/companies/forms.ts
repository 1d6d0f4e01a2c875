import { FORM_TEMPLATES } from '@paperless/core';
import type { DbExecutor } from '../../db/database.js';

/**
 * Decision 12: a new company starts with the templates as its forms: the ten of the spec and,
 * since decision 27, Insurance Information (existing companies got it from migration 0018).
 */
export async function giveTemplateForms(db: DbExecutor, companyId: number): Promise<void> {
  await db
    .insertInto('forms')
    .values(
      Object.values(FORM_TEMPLATES).map((template) => ({
        company_id: companyId,
        template_id: template.id,
        title: template.title,
        version: template.version,
      })),
    )
    .execute();
}
