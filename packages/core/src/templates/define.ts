import { answerLengthErrors, mergeFieldErrors } from './answer-length.js';
import type {
  FieldOption,
  FormTemplate,
  FormTemplateId,
  TemplateField,
  TemplateFieldType,
  TemplateSection,
  TemplateValidator,
} from './types.js';

export type FieldSpec = Omit<TemplateField, 'id'>;
type FieldExtra = Partial<Omit<FieldSpec, 'type' | 'name' | 'label'>>;

export function field(
  type: TemplateFieldType,
  name: string,
  label: string,
  extra: FieldExtra = {},
): FieldSpec {
  return { name, type, is_required: 0, label, ...extra };
}

export const REQUIRED = { is_required: 1 } as const;

/**
 * Shows a field only while an earlier field's answer is `value` (conditions.ts): the template's
 * way of asking only what applies, evaluated alike in the browser and on the server.
 */
export function shownWhen(name: string, value: string): Pick<FieldSpec, 'showIf'> {
  return { showIf: { join: 'all', conditions: [{ field: name, op: 'equals', values: [value] }] } };
}

/** Options whose stored value is also what the patient reads. */
export function optionsOf(...labels: string[]): FieldOption[] {
  return labels.map((label) => ({ value: label, label }));
}

export const YES_NO: readonly FieldOption[] = optionsOf('Yes', 'No');

export function patientIdentityFields(withDob = true): FieldSpec[] {
  return [
    field('text', 'patient_firstname', 'Patient First Name', REQUIRED),
    field('text', 'patient_lastname', 'Patient Last Name', REQUIRED),
    ...(withDob ? [field('date', 'dob', 'Date of Birth', REQUIRED)] : []),
  ];
}

/** The signing date, set to today when the form opens. */
export function signingDateField(extra: FieldExtra = {}): FieldSpec {
  return field('date', 'date', 'Date', { defaultValue: 'today', readOnly: true, ...extra });
}

/**
 * The signature block a template without one offers its clinic's versions (FormTemplate
 * signatureBlock), its ids after the template's own fields; its messages are the spec's words
 * for a patient's signature and the signing date (forms 1, 5: "Patient signature is required").
 */
export const signatureBlockMessages = {
  signatureRequired: 'Patient signature is required',
  dateRequired: 'Date is required',
} as const;

function signatureBlockFor(fields: readonly TemplateField[]): TemplateSection | undefined {
  if (fields.some((f) => f.type === 'signature')) return undefined;
  const specs = [
    field('signature', 'signature_patient', 'Patient Signature', REQUIRED),
    ...(fields.some((f) => f.name === 'date') ? [] : [signingDateField(REQUIRED)]),
  ];
  return {
    title: 'Signature',
    fields: specs.map((spec, i) => ({ id: fields.length + i + 1, ...spec })),
  };
}

export function defineTemplate(definition: {
  id: FormTemplateId;
  title: string;
  version: number;
  sections: readonly { title: string; fields: readonly FieldSpec[] }[];
  legalText: readonly string[];
  legalTextFor?: FormTemplate['legalTextFor'];
  validate: TemplateValidator;
}): FormTemplate {
  let nextId = 1;
  const sections = definition.sections.map((section) => ({
    title: section.title,
    fields: section.fields.map((spec): TemplateField => ({ id: nextId++, ...spec })),
  }));
  const fields = sections.flatMap((s) => s.fields);
  // Every template caps its text answers the same way (answer-length.ts), on top of its rules.
  const validate: TemplateValidator = (values, options) =>
    mergeFieldErrors(definition.validate(values, options), answerLengthErrors(fields, values));
  const signatureBlock = signatureBlockFor(fields);
  return { ...definition, sections, fields, validate, ...(signatureBlock && { signatureBlock }) };
}
