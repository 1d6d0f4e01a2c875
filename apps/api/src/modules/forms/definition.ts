import {
  customFormFieldSchema,
  getTemplate,
  parseCustomization,
  tailoredTemplate,
  type CustomFormField,
  type FormTemplate,
  type TemplateTailoring,
} from '@paperless/core';
import { z } from 'zod';
import type { DbExecutor } from '../../db/database.js';

/** The form a submission answered: one of the ten templates, or a company's own form. */
export type SubmittedForm =
  | {
      kind: 'template';
      /** The template as this clinic's patients got it (core customizedTemplate). */
      template: FormTemplate;
      /** What made it, for the render thread to make it again; absent: the bare template. */
      tailoring?: TemplateTailoring;
    }
  | { kind: 'custom'; title: string; version: number; fields: readonly CustomFormField[] };

/** What a form is made of, at one version: a template, or a company's own fields. */
export type FormDefinition = (
  | (Extract<SubmittedForm, { kind: 'template' }> & { tailoring: TemplateTailoring })
  | Extract<SubmittedForm, { kind: 'custom' }>
) & {
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
    .selectFrom('forms as f')
    .innerJoin('companies as c', 'c.id', 'f.company_id')
    .select([
      'f.id',
      'f.company_id',
      'f.template_id',
      'f.title',
      'f.fields',
      'f.version',
      'c.name as practice_name',
      'c.state as practice_state',
      'c.phone as practice_phone',
    ])
    .where('f.id', '=', formId)
    .executeTakeFirst();
  if (!form) return undefined;
  const base = { formId: form.id, companyId: form.company_id };

  // The version asked for: the current one is on the row, older ones in form_versions.
  let at: { title: string; fields: unknown; version: number } | undefined = form;
  if (version !== undefined && version !== form.version) {
    at = await db
      .selectFrom('form_versions')
      .select(['title', 'fields', 'version'])
      .where('form_id', '=', formId)
      .where('version', '=', version)
      .executeTakeFirst();
  }

  if (form.template_id !== null) {
    const template = getTemplate(form.template_id);
    if (!template) return undefined;
    // A template's rows before issue 17 had no versions: theirs is the row's.
    const shown = at ?? form;
    const tailoring: TemplateTailoring = {
      customization: parseCustomization(shown.fields),
      practice: {
        name: form.practice_name,
        state: form.practice_state,
        phone: form.practice_phone,
      },
      title: shown.title,
      version: shown.version,
    };
    return {
      ...base,
      kind: 'template',
      template: tailoredTemplate(template, tailoring),
      tailoring,
      version: shown.version,
    };
  }

  if (!at) return undefined;
  return {
    ...base,
    kind: 'custom',
    title: at.title,
    version: at.version,
    fields: parseStoredFields(at.fields),
  };
}
