import {
  customizationProblems,
  formMessages,
  getTemplate,
  type FieldErrors,
  type FormDetail,
  type TemplateCustomizePayload,
} from '@paperless/core';
import { writeAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { companyInScope } from '../../lib/tenancy.js';
import { companyForms } from './queries.js';
import { findForm, type Ctx } from './service.js';
import { keepVersion, saveVersion, type FormContent } from './versions.js';

/**
 * A clinic's own versions of the built-in templates (issue 17, decision 27). Customizing makes a
 * new form beside the template (the original stays available), whose row keeps the template id
 * and stores the customization in `fields`; saving it again makes its next version, kept in
 * form_versions like a custom form's, so each submission names the notice its patient signed.
 */

/** The customization's problems under the payload's names (422), e.g. `customization.hidden`. */
function refuseProblems(templateId: number, payload: TemplateCustomizePayload): void {
  const template = getTemplate(templateId);
  if (!template) throw new AppError('not_found', formMessages.notFound);
  const problems = customizationProblems(template, payload.customization);
  const keys = Object.keys(problems);
  if (keys.length === 0) return;
  const errors: FieldErrors = Object.fromEntries(
    keys.map((key) => [`customization.${key}`, problems[key]!]),
  );
  throw new AppError('validation', problems[keys[0]!]![0]!, errors);
}

/** What a version holds: the clinic's title, the template form's description, the customization. */
const contentOf = (payload: TemplateCustomizePayload, description: string | null): FormContent => ({
  title: payload.title,
  description,
  fields: JSON.stringify(payload.customization),
});

/** Makes the clinic's own version of template form `sourceId` (the template or a version of it). */
export async function customizeTemplate(
  { db, auth, actor }: Ctx,
  sourceId: number,
  payload: TemplateCustomizePayload,
): Promise<FormDetail> {
  return db.transaction().execute(async (trx) => {
    const companyId = await companyInScope(trx, auth, payload.company_id);
    const source = await companyForms(trx, companyId)
      .select(['f.template_id', 'f.description'])
      .where('f.id', '=', sourceId)
      .executeTakeFirst();
    if (!source) throw new AppError('not_found', formMessages.notFound);
    if (source.template_id === null) throw new AppError('conflict', formMessages.notTemplate);
    refuseProblems(source.template_id, payload);
    const content = contentOf(payload, source.description);
    const { id } = await trx
      .insertInto('forms')
      .values({ company_id: companyId, template_id: source.template_id, ...content, version: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await keepVersion(trx, id, 1, content);
    await writeAudit(trx, actor, {
      action: 'form.customize',
      targetType: 'form',
      targetId: id,
      details: { company_id: companyId, template_id: source.template_id, from_form: sourceId },
    });
    return findForm(trx, companyId, id);
  });
}

/** Saves a clinic's version of a template as its next version. */
export async function updateCustomization(
  { db, auth, actor }: Ctx,
  id: number,
  payload: TemplateCustomizePayload,
): Promise<FormDetail> {
  return db.transaction().execute(async (trx) => {
    const companyId = await companyInScope(trx, auth, payload.company_id);
    // Locked, so two saves at once make versions n+1 and n+2 rather than colliding.
    const current = await companyForms(trx, companyId)
      .select(['f.template_id', 'f.version', 'f.fields', 'f.description'])
      .where('f.id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new AppError('not_found', formMessages.notFound);
    if (current.template_id === null || current.fields === null) {
      throw new AppError('conflict', formMessages.notCustomized);
    }
    refuseProblems(current.template_id, payload);
    const version = current.version + 1;
    await saveVersion(trx, id, version, contentOf(payload, current.description));
    await writeAudit(trx, actor, {
      action: 'form.update',
      targetType: 'form',
      targetId: id,
      details: { company_id: companyId, template_id: current.template_id, version },
    });
    return findForm(trx, companyId, id);
  });
}
