import { z } from 'zod';
import { showIfSchema } from './conditions.js';
import type { FieldErrors } from './types.js';

/** Forms a company builds itself at /create-form: a list of fields rather than a template. */
export const CUSTOM_INPUT_TYPES = [
  'text',
  'email',
  'tel',
  'number',
  'checkbox',
  'date',
  'select',
  'radio',
  'textarea',
  'signature',
  // Issue 17's builder: a yes/no question, typed initials, and two blocks that ask nothing.
  'yes_no',
  'initials',
  'heading',
  'paragraph',
  // A photo or PDF the patient uploads (uploads.ts); its answer is { upload_id }.
  'file',
] as const;
export type CustomInputType = (typeof CUSTOM_INPUT_TYPES)[number];

const CHOICE_TYPES: readonly CustomInputType[] = ['select', 'radio'];

export const customFormMessages = {
  required: (name: string) => `${name} is required`,
  invalidEmail: (name: string) => `${name} must be a valid email`,
  invalidPhone: (name: string) => `${name} must be a valid phone number`,
  notNumber: (name: string) => `${name} must be a number`,
  /** Not in the spec's list: a select or radio answer the field never offered. */
  invalidOption: (name: string) => `${name} must be one of the listed options`,
  // Issue 17's per-field limits, in the same "<label> must ..." voice as the spec's.
  tooShort: (name: string, n: number) => `${name} must be at least ${n} characters`,
  tooLong: (name: string, n: number) => `${name} must be at most ${n} characters`,
  belowMin: (name: string, n: number) => `${name} must be at least ${n}`,
  aboveMax: (name: string, n: number) => `${name} must be at most ${n}`,
  invalidDate: (name: string) => `${name} must be a valid date`,
  notPast: (name: string) => `${name} cannot be in the future`,
  notFuture: (name: string) => `${name} cannot be in the past`,
  invalidInitials: (name: string) => `${name} must be 1 to 4 letters`,
  optionsRequired: 'Dropdowns and choice questions need at least one option.',
} as const;

export const customFormFieldSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    label: z.string().trim().max(200).default(''),
    /** The element the builder places (input, select, textarea...); input_type decides checks. */
    type: z.string().trim().min(1).max(40),
    input_type: z.enum(CUSTOM_INPUT_TYPES),
    // Stored as 0/1; the builder's checkbox sends a boolean.
    is_required: z
      .union([z.literal(0), z.literal(1), z.boolean()])
      .default(0)
      .transform((v): 0 | 1 => (v === true || v === 1 ? 1 : 0)),
    options: z.array(z.string().trim().min(1).max(200)).max(100).default([]),
    /** A line under the label that helps the patient answer. */
    help: z.string().trim().max(500).optional(),
    /** A text block's body: paragraphs, **bold**, "- " lists and [links](https://...). */
    text: z.string().max(5000).optional(),
    min_length: z.number().int().min(1).max(10_000).nullish(),
    max_length: z.number().int().min(1).max(10_000).nullish(),
    min: z.number().finite().nullish(),
    max: z.number().finite().nullish(),
    /** A date question that only takes past (today included) or future dates. */
    date_rule: z.enum(['past', 'future']).nullish(),
    /** Shown only when earlier answers match (conditions.ts); on a heading, its whole section. */
    show_if: showIfSchema.nullish(),
  })
  .refine((f) => !CHOICE_TYPES.includes(f.input_type) || f.options.length > 0, {
    error: customFormMessages.optionsRequired,
    path: ['options'],
  });
export type CustomFormField = z.output<typeof customFormFieldSchema>;
export type CustomFormFieldInput = z.input<typeof customFormFieldSchema>;

/** A stored field as the API answers with it (the builder's and the patient's page). */
export const customFormFieldResponseSchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.string(),
  input_type: z.enum(CUSTOM_INPUT_TYPES),
  is_required: z.union([z.literal(0), z.literal(1)]),
  options: z.array(z.string()),
  help: z.string().optional(),
  text: z.string().optional(),
  min_length: z.number().int().nullish(),
  max_length: z.number().int().nullish(),
  min: z.number().nullish(),
  max: z.number().nullish(),
  date_rule: z.enum(['past', 'future']).nullish(),
  show_if: showIfSchema.nullish(),
});

/** Whether a block is a question (it has an answer), not a heading or a text block. */
export const asksQuestion = (f: { input_type: string }) =>
  f.input_type !== 'heading' && f.input_type !== 'paragraph';

/** The single 'Validation Error' notice of a bucket form: every message on its own line. */
export const VALIDATION_NOTICE_TITLE = 'Validation Error';

export function validationNoticeText(errors: FieldErrors): string {
  return Object.values(errors).flat().join('\n');
}
