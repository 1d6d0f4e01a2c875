import { customFormFieldSchema, getTemplate, type CustomFormField } from '@paperless/core';
import { z } from 'zod';
import type { DbExecutor } from '../../db/database.js';
import type { SubmittedForm } from '../submissions/pdf/form-model.js';

/** What a form is made of, at one version: a template, or a company's own fields. */
export type FormDefinition = SubmittedForm & {
  formId: number;
  companyId: number;
  /** The version a new submission records. */
  version: number;
};

const storedFields = z.array(customFormFieldSchema);

/** Fields as stored in jsonb; rows written before a rule changed still load. */
export function parseStoredFields(value: unknown): CustomFormField[] {
  const parsed = storedFields.safeParse(value ?? []);
  return parsed.success ? parsed.data : [];
}

/**
 * The definition of a live form, at its current version or at the one given (a submission
 * keeps the version the patient saw). Not scoped: callers have already checked the company.
 * Undefined when the form (or that version) does not exist.
 */
export async function loadFormDefinition(
  db: DbExecutor,
  formId: number,
  version?: number,
): Promise<FormDefinition | undefined> {
  const form = await db
    .selectFrom('forms')
    .select(['id', 'company_id', 'template_id', 'title', 'fields', 'version'])
    .where('id', '=', formId)
    .executeTakeFirst();
  if (!form) return undefined;
  const base = { formId: form.id, companyId: form.company_id };

  if (form.template_id !== null) {
    const template = getTemplate(form.template_id);
    if (!template) return undefined;
    return { ...base, kind: 'template', template, version: template.version };
  }

  if (version === undefined || version === form.version) {
    return {
      ...base,
      kind: 'custom',
      title: form.title,
      version: form.version,
      fields: parseStoredFields(form.fields),
    };
  }
  const old = await db
    .selectFrom('form_versions')
    .select(['title', 'fields', 'version'])
    .where('form_id', '=', formId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!old) return undefined;
  return {
    ...base,
    kind: 'custom',
    title: old.title,
    version: old.version,
    fields: parseStoredFields(old.fields),
  };
}
