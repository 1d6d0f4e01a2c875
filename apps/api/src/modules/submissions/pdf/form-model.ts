import {
  isSigned,
  type CustomFormField,
  type FormTemplate,
  type TemplateFieldType,
} from '@paperless/core';
import { keyLabel, type PrintableField } from './answers.js';

/** The form a submission answered: one of the ten templates, or a company's own form. */
export type SubmittedForm =
  | { kind: 'template'; template: FormTemplate }
  | { kind: 'custom'; title: string; version: number; fields: readonly CustomFormField[] };

export interface PrintableSection {
  /** Custom forms have no sections: their fields print under no heading. */
  title?: string;
  fields: PrintableField[];
}

/** What the renderer prints, whichever kind of form it came from. */
export interface PrintableForm {
  title: string;
  version: number;
  sections: PrintableSection[];
  legalText: readonly string[];
  /**
   * The section the legal text is printed before: the first one with a signature, so the notice
   * comes before the signatures that accept it (or, with no signature, after everything).
   */
  legalTextAt: number;
}

const CUSTOM_TYPES: Record<CustomFormField['input_type'], TemplateFieldType> = {
  text: 'text',
  email: 'email',
  tel: 'tel',
  number: 'text',
  checkbox: 'checkbox',
  date: 'date',
  select: 'select',
  radio: 'radio',
  textarea: 'textarea',
  signature: 'signature',
};

function customField(field: CustomFormField): PrintableField {
  // A checkbox with options is a group of boxes; its value is the list of ticked ones.
  const type =
    field.input_type === 'checkbox' && field.options.length > 0
      ? 'checklist'
      : CUSTOM_TYPES[field.input_type];
  return {
    name: field.name,
    label: field.label || field.name,
    type,
    options: field.options.map((option) => ({ value: option, label: option })),
  };
}

/** 'signature_guardian' → 'Guardian Signature'. */
function signatureLabel(name: string): string {
  const rest = name.replace(/^signature[_-]?/i, '');
  return rest === '' ? 'Signature' : `${keyLabel(rest)} Signature`;
}

/**
 * Signatures in the answers that no field declares (Medical History has no signature field, yet
 * a flow may collect one): a signed record must not lose a signature, so they print too. Other
 * undeclared answers are left out.
 */
function undeclaredSignatures(
  declared: readonly PrintableField[],
  values: Record<string, unknown>,
): PrintableField[] {
  const names = new Set(declared.map((f) => f.name));
  return Object.keys(values)
    .filter((name) => !names.has(name) && isSigned(values[name]))
    .map((name) => ({ name, label: signatureLabel(name), type: 'signature' }));
}

export function printableForm(form: SubmittedForm, values: Record<string, unknown>): PrintableForm {
  const base =
    form.kind === 'template'
      ? {
          title: form.template.title,
          version: form.template.version,
          legalText: form.template.legalText,
          sections: form.template.sections.map((s) => ({ title: s.title, fields: [...s.fields] })),
        }
      : {
          title: form.title,
          version: form.version,
          legalText: [],
          sections: [{ fields: form.fields.map(customField) }],
        };
  const extra = undeclaredSignatures(
    base.sections.flatMap((s) => s.fields),
    values,
  );
  const sections =
    extra.length > 0 ? [...base.sections, { title: 'Signatures', fields: extra }] : base.sections;
  const signed = sections.findIndex((s) => s.fields.some((f) => f.type === 'signature'));
  return { ...base, sections, legalTextAt: signed === -1 ? sections.length : signed };
}
