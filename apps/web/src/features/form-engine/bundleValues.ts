import {
  BUNDLE_IDENTITY_FIELDS,
  initialTemplateValues,
  isBlank,
  mergeBundleValues,
  type CustomFormField,
  type FormTemplate,
  type FormTemplateId,
  type TemplateTailoring,
  type TemplateValues,
} from '@paperless/core';

/** A clinic's own form in a runner: its fields instead of a template. */
export interface CustomRunnerForm {
  title: string;
  description?: string | null;
  fields: readonly CustomFormField[];
}

/**
 * One form of a bundle, by the id its answers are sent under. A 'template-id' form names its
 * template only: the runner loads it when its step opens (a patient link's bundle).
 */
export type BundleForm =
  | { id: number; kind: 'template'; template: FormTemplate }
  | { id: number; kind: 'template-id'; templateId: FormTemplateId; tailoring?: TemplateTailoring }
  | ({ id: number; kind: 'custom' } & CustomRunnerForm);

/** A bundle form whose fields are known now (a 'template-id' form once its template loaded). */
export type LoadedBundleForm = Exclude<BundleForm, { kind: 'template-id' }>;

/** The identity fields a custom form does not ask itself: the runner asks them above it. */
export function missingIdentityFields(fields: readonly CustomFormField[]): string[] {
  return BUNDLE_IDENTITY_FIELDS.filter((name) => !fields.some((f) => f.name === name));
}

/** The names a form's answers are kept under (a custom form's include the patient's identity). */
export function fieldNamesOf(form: LoadedBundleForm): string[] {
  if (form.kind === 'template') {
    // A clinic's added questions carry across a bucket's forms as its own forms' do.
    const added = form.template.addedQuestions ?? [];
    return [...form.template.fields, ...added].map((f) => f.name);
  }
  return [...form.fields.map((f) => f.name), ...missingIdentityFields(form.fields)];
}

/** What the forms before `step` hold, later forms' answers over earlier ones. */
export function earlierValues(saved: readonly (TemplateValues | undefined)[], step: number) {
  const shared: TemplateValues = {};
  for (const values of saved.slice(0, step)) {
    for (const [key, value] of Object.entries(values ?? {})) {
      if (!isBlank(value)) shared[key] = value;
    }
  }
  return shared;
}

/** The values a bundle step opens with: what was typed there before, or its defaults, merged. */
export function stepValues(
  form: LoadedBundleForm,
  saved: TemplateValues | undefined,
  earlier: TemplateValues,
): TemplateValues {
  const own = saved ?? (form.kind === 'template' ? initialTemplateValues(form.template) : {});
  return mergeBundleValues(own, earlier, fieldNamesOf(form));
}
