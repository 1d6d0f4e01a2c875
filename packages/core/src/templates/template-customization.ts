import type { z } from 'zod';
import type { templateCustomizationSchema } from './template-customization-schemas.js';
import { BUNDLE_IDENTITY_FIELDS } from './rules.js';
import {
  fillNotice,
  NOTICE_PLACEHOLDERS,
  unknownPlaceholders,
  type PracticeFacts,
} from './practice-notice.js';
import { validateCustomFormSubmission } from './custom-form-validation.js';
import { signatureBlockMessages } from './define.js';
import { startValidation } from './validation.js';
import {
  addFieldError,
  type FieldErrors,
  type FormTemplate,
  type TemplateField,
  type TemplateSection,
} from './types.js';

/**
 * A clinic's own version of a built-in template (issue 17, decision 27): its notice in its own
 * words, optional questions it does not ask, and its fee for copies of records. The template's
 * questions and their validation messages stay the template's: a customization only takes away
 * what the template lets go and rewords what the patient reads and signs. Stored as the form's
 * `fields` (jsonb) and versioned like a clinic's own form, so a submission names what was signed.
 */
export const CUSTOMIZATION_LIMITS = {
  paragraphs: 30,
  paragraph: 4000,
  fee: 200,
  added: 50,
} as const;

export const customizationMessages = {
  notHideable: (label: string) => `${label} cannot be hidden: the template needs it.`,
  notOnTemplate: 'This question is not on the template.',
  unknownPlaceholder: (names: readonly string[]) =>
    `Unknown placeholder ${names.map((n) => `{${n}}`).join(', ')}. Use ${Object.keys(
      NOTICE_PLACEHOLDERS,
    )
      .map((n) => `{${n}}`)
      .join(', ')}.`,
  paragraphTooLong: `A paragraph can have at most ${CUSTOMIZATION_LIMITS.paragraph} characters.`,
  tooManyParagraphs: `The notice can have at most ${CUSTOMIZATION_LIMITS.paragraphs} paragraphs.`,
  feeTooLong: `The fee can have at most ${CUSTOMIZATION_LIMITS.fee} characters.`,
  /** The notice is read and signed once, at the template's own signature. */
  signatureAdded: "The template's own signature closes the form. Ask for initials instead.",
  signatureOnTemplate: 'This template already asks for a signature.',
  keyOnTemplate: (label: string) =>
    `The template's question "${label}" already uses this answer key. Choose another under Advanced.`,
} as const;

/** The section a clinic's own questions are asked under, on the patient's page and the PDF. */
export const ADDED_QUESTIONS_TITLE = 'Additional Questions';

/** A clinic's customization as stored (its schema: template-customization-schemas.ts). */
export type TemplateCustomization = z.output<typeof templateCustomizationSchema>;
export type TemplateCustomizationInput = z.input<typeof templateCustomizationSchema>;

/**
 * The questions a clinic may leave out: optional ones that are not the patient's identity, a
 * signature or the signing date (a record must still say who signed what, and when).
 */
export function hideableFields(template: FormTemplate): TemplateField[] {
  return template.fields.filter(
    (f) =>
      f.is_required === 0 &&
      f.type !== 'signature' &&
      !f.readOnly &&
      !(BUNDLE_IDENTITY_FIELDS as readonly string[]).includes(f.name),
  );
}

/**
 * Field-named problems of a customization against its template (keys `hidden`, `notice.<n>`,
 * `added.<n>.name`, `added.<n>.input_type`); empty when sound. The added blocks' own checks
 * are the builder's schema (schemas/forms.ts formBlocksSchema).
 */
export function customizationProblems(
  template: FormTemplate,
  customization: TemplateCustomization,
): FieldErrors {
  const errors: FieldErrors = {};
  const hideable = new Set(hideableFields(template).map((f) => f.name));
  for (const name of customization.hidden) {
    if (hideable.has(name)) continue;
    const field = template.fields.find((f) => f.name === name);
    addFieldError(
      errors,
      'hidden',
      field ? customizationMessages.notHideable(field.label) : customizationMessages.notOnTemplate,
    );
  }
  // An added question's answer sits beside the template's: one key each.
  const templateKeys = new Map(template.fields.map((f) => [f.name.toLowerCase(), f.label]));
  for (const [index, block] of customization.added.entries()) {
    if (block.input_type === 'signature')
      addFieldError(errors, `added.${index}.input_type`, customizationMessages.signatureAdded);
    const label = templateKeys.get(block.name.toLowerCase());
    if (label !== undefined)
      addFieldError(errors, `added.${index}.name`, customizationMessages.keyOnTemplate(label));
  }
  if (customization.signature && !template.signatureBlock)
    addFieldError(errors, 'signature', customizationMessages.signatureOnTemplate);
  for (const [index, paragraph] of (customization.notice ?? []).entries()) {
    const unknown = unknownPlaceholders(paragraph);
    if (unknown.length > 0) {
      addFieldError(errors, `notice.${index}`, customizationMessages.unknownPlaceholder(unknown));
    }
  }
  return errors;
}

/**
 * The template as this clinic's patients get it: the notice filled from the practice's facts
 * (the clinic's wording, or the template's own for the practice's state), without the questions
 * the clinic left out, and with the questions it added (checked as its own forms' are).
 * Everything else (the template's validator, its messages) is the template's. Browser and
 * server both build it, so the page, the checks and the PDF agree.
 */
export function customizedTemplate(
  template: FormTemplate,
  customization: TemplateCustomization | null,
  practice: PracticeFacts,
  form?: { title: string; version: number },
): FormTemplate {
  const facts = { ...practice, recordsFee: customization?.records_fee ?? practice.recordsFee };
  const notice = customization?.notice ?? template.legalTextFor?.(facts) ?? template.legalText;
  const hidden = new Set(customization?.hidden ?? []);
  // The signature the clinic asked for on a template that has none closes the form.
  const signatureBlock = customization?.signature ? template.signatureBlock : undefined;
  const sections: TemplateSection[] = [
    ...template.sections.map((s) => ({
      title: s.title,
      fields: s.fields.filter((f) => !hidden.has(f.name)),
    })),
    ...(signatureBlock ? [signatureBlock] : []),
  ];
  // A question not asked is never required: a rule of the template that would still ask for it
  // (tobacco amount after a Yes, with the amount left out) must not block the patient.
  const asked = (key: string) => !hidden.has(key.split('.')[0]!);
  const added = customization?.added ?? [];
  const validate: FormTemplate['validate'] = (values, options) => {
    const errors: FieldErrors = {};
    for (const [key, list] of Object.entries(template.validate(values, options))) {
      if (asked(key)) for (const message of list) addFieldError(errors, key, message);
    }
    if (signatureBlock) {
      const v = startValidation(values, options);
      v.signature('signature_patient', signatureBlockMessages.signatureRequired);
      if (signatureBlock.fields.some((f) => f.name === 'date'))
        v.date('date', 'Date', signatureBlockMessages.dateRequired);
      for (const [key, list] of Object.entries(v.errors))
        for (const message of list) addFieldError(errors, key, message);
    }
    // The clinic's questions by the checks of a clinic's own form (one message each per key).
    for (const [key, list] of Object.entries(
      validateCustomFormSubmission(added, values, options),
    )) {
      for (const message of list)
        if (!errors[key]?.includes(message)) addFieldError(errors, key, message);
    }
    return errors;
  };
  return {
    ...template,
    ...(form && { title: form.title, version: form.version }),
    sections,
    fields: sections.flatMap((s) => s.fields),
    legalText: notice.map((paragraph) => fillNotice(paragraph, facts)),
    validate: hidden.size > 0 || added.length > 0 || signatureBlock ? validate : template.validate,
    ...(added.length > 0 && { addedQuestions: added }),
  };
}

/**
 * Everything that turns a built-in template into what one clinic's patients get, as plain data
 * (it crosses to the browser and to the PDF thread, which rebuild the template from it).
 */
export interface TemplateTailoring {
  customization: TemplateCustomization | null;
  practice: PracticeFacts;
  /** The clinic's form: its title, and the version a submission names. */
  title: string;
  version: number;
}

export const tailoredTemplate = (template: FormTemplate, tailoring: TemplateTailoring) =>
  customizedTemplate(template, tailoring.customization, tailoring.practice, tailoring);

/**
 * The section a template's added questions come before: the first that is signed, so the
 * patient answers them before reading and signing the notice; the end when nothing is signed.
 */
export function addedQuestionsAt(template: Pick<FormTemplate, 'sections'>): number {
  const signed = template.sections.findIndex((s) => s.fields.some((f) => f.type === 'signature'));
  return signed === -1 ? template.sections.length : signed;
}
