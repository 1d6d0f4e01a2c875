// Schemas and messages of the forms feature (clinic portal), shared by the API and the web app.
import { z } from 'zod';
import { messages } from '../messages.js';
import { asksPatientIdentity } from '../templates/answer-keys.js';
import { conditionMessages, conditionProblems } from '../templates/condition-checks.js';
import { showIfSchema } from '../templates/condition-schemas.js';
import { CUSTOMIZATION_LIMITS } from '../templates/template-customization.js';
import {
  templateCustomizationSchema,
  templateTailoringSchema,
} from '../templates/template-customization-schemas.js';
import {
  CUSTOM_INPUT_TYPES,
  customFormMessages,
  type CustomInputType,
} from '../templates/custom-form.js';
import { customFormFieldResponseSchema } from '../templates/custom-form-schemas.js';
import { ID_MAX, requiredString } from './fields.js';

/** The forms screens' texts: the builder shows them and the server answers with them. */
export const formMessages = {
  fieldsRequired: 'Add at least one field.',
  nameFormat: 'Use letters, digits and underscores, starting with a letter.',
  nameTaken: 'Each field needs its own name; this one is already used.',
  optionsRequired: customFormMessages.optionsRequired,
  optionTaken: 'Each option must be different.',
  templateNotEditable:
    'Template forms cannot be edited. Create a custom form to collect other information.',
  inBuckets: (titles: readonly string[]) =>
    `This form is in the bucket${titles.length === 1 ? '' : 's'} ${titles
      .map((t) => `"${t}"`)
      .join(', ')}. Remove it from ${titles.length === 1 ? 'that bucket' : 'those buckets'} first.`,
  notFound: 'Form not found.',
  /** The spec's defaults (error catalogue) when the forms, or one form, could not be loaded. */
  fetchListFailed: 'Failed to fetch forms',
  fetchFailed: 'Failed to fetch form',
  created: 'Form created successfully',
  updated: 'Form updated successfully',
  customized: 'Form customized successfully',
  /** PUT .../customization on a form that is not a clinic's version of a template. */
  notCustomized:
    'Only a customized template can be edited this way. Customize the template to make your own version.',
  notTemplate: 'Only a template form can be customized.',
  deleted: 'Form deleted successfully',
  deleteConfirm: 'Are you sure you want to delete this form?',
  deleteFailed: 'Delete Failed',
  deleteFailedFallback: 'Something went wrong.',
  emptyCompany: 'No forms found for this company.',
  emptyOwn: 'No forms available',
  emptySearch: 'No forms found matching your search criteria',
  untitled: 'Untitled Form',
  identityField:
    'Patients give their name and date of birth in the patient block at the top of every form. Remove this question.',
  headingLabel: 'Give the heading a title.',
  paragraphText: 'Write the text patients will read.',
  lengthRange: 'The minimum length cannot be more than the maximum.',
  numberRange: 'The smallest number cannot be more than the largest.',
} as const;

export const FORM_LIMITS = {
  title: 200,
  description: 2000,
  fields: 200,
  name: 100,
  help: 500,
  text: 5000,
  label: 200,
  options: 100,
  option: 200,
  perPageMax: 200,
  perPageDefault: 25,
} as const;

/** Input types whose answer is one of the field's options. */
export const CHOICE_INPUT_TYPES: readonly CustomInputType[] = ['select', 'radio'];
/** Input types that take a length limit. */
export const LENGTH_INPUT_TYPES: readonly CustomInputType[] = ['text', 'textarea'];
/** Input types that list options (a checkbox with options is a checklist). */
export const OPTION_INPUT_TYPES: readonly CustomInputType[] = ['select', 'radio', 'checkbox'];

/**
 * The element a field is drawn as (the spec's `type`), decided by its input type so the two can
 * never disagree: text, e-mail, phone, number and date are inputs; the rest are their own element.
 */
export function elementTypeOf(inputType: CustomInputType): string {
  return ['text', 'email', 'tel', 'number', 'date', 'initials'].includes(inputType)
    ? 'input'
    : inputType;
}

// A field name keys the patient's answer (and carries across a bucket's forms), so it is an
// identifier rather than free text.
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

const maxLength = (n: number) => ({ error: messages.maxLength(n) });

/** Free text the builder may leave empty (null and undefined are ''). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, maxLength(max))
    .nullish()
    .transform((v) => v ?? '');

/** A limit the builder may leave empty. */
const optionalNumber = (schema: z.ZodNumber) => schema.nullish().transform((v) => v ?? null);

/** One field as the builder sends it; the output fits core's customFormFieldSchema. */
export const formFieldPayloadSchema = z
  .object({
    name: requiredString()
      .max(FORM_LIMITS.name, maxLength(FORM_LIMITS.name))
      .regex(FIELD_NAME, { error: formMessages.nameFormat }),
    label: z
      .string()
      .trim()
      .max(FORM_LIMITS.label, maxLength(FORM_LIMITS.label))
      .nullish()
      .transform((v) => v ?? ''),
    input_type: z.enum(CUSTOM_INPUT_TYPES, { error: messages.required }),
    is_required: z
      .union([z.literal(0), z.literal(1), z.boolean()])
      .default(0)
      .transform((v): 0 | 1 => (v === true || v === 1 ? 1 : 0)),
    options: z
      .array(z.string().trim().min(1, { error: messages.required }).max(FORM_LIMITS.option))
      .max(FORM_LIMITS.options, maxLength(FORM_LIMITS.options))
      .default([]),
    help: optionalText(FORM_LIMITS.help),
    text: optionalText(FORM_LIMITS.text),
    min_length: optionalNumber(z.number().int().min(1).max(10_000)),
    max_length: optionalNumber(z.number().int().min(1).max(10_000)),
    min: optionalNumber(z.number().finite()),
    max: optionalNumber(z.number().finite()),
    date_rule: z.enum(['past', 'future']).nullish(),
    show_if: showIfSchema.nullish(),
  })
  .superRefine((field, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (field.input_type === 'heading' && field.label === '')
      issue(['label'], formMessages.headingLabel);
    if (field.input_type === 'paragraph' && field.text === '')
      issue(['text'], formMessages.paragraphText);
    if (
      field.input_type !== 'heading' &&
      field.input_type !== 'paragraph' &&
      asksPatientIdentity(field.label || field.name)
    )
      issue(['label'], formMessages.identityField);
    if (field.min_length != null && field.max_length != null && field.min_length > field.max_length)
      issue(['min_length'], formMessages.lengthRange);
    if (field.min != null && field.max != null && field.min > field.max)
      issue(['min'], formMessages.numberRange);
    if (CHOICE_INPUT_TYPES.includes(field.input_type) && field.options.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: formMessages.optionsRequired });
    }
    const seen = new Set<string>();
    field.options.forEach((option, index) => {
      const key = option.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['options', index],
          message: formMessages.optionTaken,
        });
      }
      seen.add(key);
    });
  })
  .transform((field) => {
    const kind = field.input_type;
    // Settings mean nothing to other kinds of question; dropping them keeps stored forms tidy.
    const lengths = LENGTH_INPUT_TYPES.includes(kind);
    return {
      ...field,
      type: elementTypeOf(kind),
      options: OPTION_INPUT_TYPES.includes(kind) ? field.options : [],
      is_required: kind === 'heading' || kind === 'paragraph' ? (0 as const) : field.is_required,
      text: kind === 'paragraph' ? field.text : '',
      min_length: lengths ? (field.min_length ?? null) : null,
      max_length: lengths ? (field.max_length ?? null) : null,
      min: kind === 'number' ? (field.min ?? null) : null,
      max: kind === 'number' ? (field.max ?? null) : null,
      date_rule: kind === 'date' ? (field.date_rule ?? null) : null,
      show_if: field.show_if ?? null,
    };
  });
export type FormFieldPayload = z.input<typeof formFieldPayloadSchema>;

/**
 * A list of blocks as the builder sends it: each block checked, answer keys unique (ignoring
 * case), and every rule naming a question above its block. A clinic's own form needs at least
 * one block; the questions a clinic adds to a customized template may be none.
 */
export function formBlocksSchema(min: number, max: number = FORM_LIMITS.fields) {
  return z
    .array(formFieldPayloadSchema, { error: formMessages.fieldsRequired })
    .min(min, { error: formMessages.fieldsRequired })
    .max(max, maxLength(max))
    .superRefine((fields, ctx) => {
      const seen = new Set<string>();
      fields.forEach((field, index) => {
        // Names differing only in case would collide in a patient's answers and in the PDF.
        const key = field.name.toLowerCase();
        if (seen.has(key)) {
          ctx.addIssue({ code: 'custom', path: [index, 'name'], message: formMessages.nameTaken });
        }
        seen.add(key);
      });
      for (const p of conditionProblems(fields)) {
        // A rule naming no question is refused by conditionSchema already, in the same words.
        if (p.message === conditionMessages.chooseQuestion) continue;
        ctx.addIssue({
          code: 'custom',
          path: [p.block, 'show_if', 'conditions', p.condition, 'field'],
          message: p.message,
        });
      }
    });
}

/** company_id as provider staff pass it (body); clinic users may leave it out. */
const companyIdField = z.coerce.number().int().positive().max(ID_MAX).nullish();

/** POST /api/forms and PUT /api/forms/{id}: title, description and the fields. */
export const formPayloadSchema = z.object({
  company_id: companyIdField,
  title: requiredString().max(FORM_LIMITS.title, maxLength(FORM_LIMITS.title)),
  description: z
    .string()
    .trim()
    .max(FORM_LIMITS.description, maxLength(FORM_LIMITS.description))
    .nullish()
    .transform((v) => v || null),
  fields: formBlocksSchema(1),
});
export type FormPayloadInput = z.input<typeof formPayloadSchema>;
export type FormPayload = z.output<typeof formPayloadSchema>;

/** GET /api/forms: a page of the company's live forms, searched on the server. */
export const formListQuerySchema = z.object({
  company_id: companyIdField,
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(FORM_LIMITS.perPageMax)
    .default(FORM_LIMITS.perPageDefault),
});
export type FormListQuery = z.input<typeof formListQuerySchema>;

/** GET, DELETE on one form: only the company, for provider staff. */
export const formCompanyQuerySchema = z.object({ company_id: companyIdField });

export const formSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.union([z.literal(0), z.literal(1)]),
  /** 1 to 10 for a template form; null for the company's own (custom) form. */
  template_id: z.number().int().nullable(),
  version: z.number().int(),
  field_count: z.number().int(),
  /** A clinic's own version of a template (issue 17); false for the original and custom forms. */
  customized: z.boolean(),
  updated_at: z.string(),
});
export type FormSummary = z.infer<typeof formSummarySchema>;

export const formDetailSchema = formSummarySchema.extend({
  /** The custom form's fields at its current version; empty for a template form. */
  fields: z.array(customFormFieldResponseSchema),
  /** A template form as this clinic's patients get it (its notice, left-out questions). */
  tailoring: templateTailoringSchema.nullable(),
});
export type FormDetail = z.infer<typeof formDetailSchema>;

export const formListResponseSchema = z.object({
  data: z.array(formSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type FormListResponse = z.infer<typeof formListResponseSchema>;

export const formResponseSchema = z.object({ data: formDetailSchema });
export const formMutationResponseSchema = z.object({ message: z.string(), data: formDetailSchema });
export type FormMutationResponse = z.infer<typeof formMutationResponseSchema>;

/** The status words the list shows and searches. */
export const formStatusLabel = (status: 0 | 1) => (status === 1 ? 'Active' : 'Inactive');

/** POST /api/forms/{id}/customize and PUT /api/forms/{id}/customization. */
export const templateCustomizePayloadSchema = z.object({
  company_id: companyIdField,
  title: requiredString().max(FORM_LIMITS.title, maxLength(FORM_LIMITS.title)),
  customization: templateCustomizationSchema.extend({
    /** The clinic's own questions, checked as the builder's blocks are. */
    added: formBlocksSchema(0, CUSTOMIZATION_LIMITS.added).default([]),
  }),
});
export type TemplateCustomizePayload = z.output<typeof templateCustomizePayloadSchema>;
export type TemplateCustomizePayloadInput = z.input<typeof templateCustomizePayloadSchema>;
