import {
  ADDED_QUESTIONS_TITLE,
  addedQuestionsAt,
  isSigned,
  plainTextOf,
  visibleBlockNames,
  visibleTemplateFields,
  type CustomFormField,
  type CustomInputType,
  type FormTemplate,
  type PatientLanguage,
} from '@paperless/core';
import type { SubmittedForm } from '../../forms/index.js';
import { keyLabel, type PrintableField } from './answers.js';
import { bodyText } from './language.js';

export type { SubmittedForm };

export interface PrintableSection {
  /** A custom form's questions above its first heading print under no title. */
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

/** A custom block that prints as a field; a heading is none: it starts a section. */
type FieldKind = Exclude<CustomInputType, 'heading'>;

/** How each kind of custom block prints (yes/no and initials as the text they hold). */
const CUSTOM_TYPES: Record<FieldKind, PrintableField['type']> = {
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
  yes_no: 'text',
  initials: 'text',
  paragraph: 'paragraph',
  // The photo is drawn, or the PDF named and appended (uploads.ts).
  file: 'upload',
};

function customField(field: CustomFormField, kind: FieldKind): PrintableField {
  if (kind === 'paragraph') {
    // A text block's name is the builder's key, not words for the reader: only a title prints.
    const text = plainTextOf(field.text ?? '');
    return { name: field.name, label: field.label, type: 'paragraph', text };
  }
  // A checkbox with options is a group of boxes; its value is the list of ticked ones.
  const type = kind === 'checkbox' && field.options.length > 0 ? 'checklist' : CUSTOM_TYPES[kind];
  return {
    name: field.name,
    label: field.label || field.name,
    type,
    options: field.options.map((option) => ({ value: option, label: option })),
  };
}

/**
 * A custom form's blocks as sections: each heading opens one, and the blocks above the first
 * heading print under no title. Only what this patient was shown prints (core conditions.ts, on
 * the stored answers): a hidden question is left out, a hidden heading with its whole section,
 * and a section left with nothing to print loses its title too.
 */
function customSections(
  fields: readonly CustomFormField[],
  values: Record<string, unknown>,
): PrintableSection[] {
  const shown = visibleBlockNames(fields, values);
  const sections: PrintableSection[] = [{ fields: [] }];
  for (const field of fields) {
    const kind = field.input_type;
    if (!shown.has(field.name)) continue;
    if (kind === 'heading') sections.push({ title: field.label || field.name, fields: [] });
    else sections.at(-1)!.fields.push(customField(field, kind));
  }
  return sections.filter((section) => section.fields.length > 0);
}

/**
 * A template's sections with the fields this patient was shown. A field its showIf hid prints
 * only when the stored answers hold one anyway: the template's state rules wrote it (a
 * non-smoker's "Not applicable", as the spec has it), or it was stored before the field had a
 * rule, and a signed record never loses what it held.
 */
function templateSections(
  template: FormTemplate,
  values: Record<string, unknown>,
  lang: PatientLanguage,
): PrintableSection[] {
  const shown = visibleTemplateFields(template.fields, values);
  const sections: PrintableSection[] = template.sections.map((s) => ({
    title: s.title,
    fields: s.fields.filter((f) => shown.has(f.name) || Object.hasOwn(values, f.name)),
  }));
  // The clinic's own questions print where the patient answered them, before the signing; the
  // ones above their first heading under the section's title.
  const added = customSections(template.addedQuestions ?? [], values).map((section) => ({
    ...section,
    title: section.title ?? bodyText(ADDED_QUESTIONS_TITLE, lang),
  }));
  sections.splice(addedQuestionsAt(template), 0, ...added);
  return sections;
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
  declared: ReadonlySet<string>,
  values: Record<string, unknown>,
): PrintableField[] {
  return Object.keys(values)
    .filter((name) => !declared.has(name) && isSigned(values[name]))
    .map((name) => ({ name, label: signatureLabel(name), type: 'signature' }));
}

/** `lang`: the language the form was filled in (language.ts formAsShown translated the form). */
export function printableForm(
  form: SubmittedForm,
  values: Record<string, unknown>,
  lang: PatientLanguage = 'en',
): PrintableForm {
  const base =
    form.kind === 'template'
      ? {
          title: form.template.title,
          version: form.template.version,
          legalText: form.template.legalText,
          sections: templateSections(form.template, values, lang),
        }
      : {
          title: form.title,
          version: form.version,
          legalText: [],
          sections: customSections(form.fields, values),
        };
  // Every field the form declares, shown or not: a hidden question's signature (stored before
  // hidden answers were dropped) must not come back as an undeclared one.
  const declared = new Set(
    form.kind === 'template'
      ? [
          ...base.sections.flatMap((s) => s.fields.map((f) => f.name)),
          ...(form.template.addedQuestions ?? []).map((f) => f.name),
        ]
      : form.fields.map((f) => f.name),
  );
  const extra = undeclaredSignatures(declared, values);
  const sections =
    extra.length > 0 ? [...base.sections, { title: 'Signatures', fields: extra }] : base.sections;
  const signed = sections.findIndex((s) => s.fields.some((f) => f.type === 'signature'));
  return { ...base, sections, legalTextAt: signed === -1 ? sections.length : signed };
}
