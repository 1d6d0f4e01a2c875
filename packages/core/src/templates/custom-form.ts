import type { z } from 'zod';
import type { customFormFieldSchema } from './custom-form-schemas.js';
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

/** A block as the builder saves it (its schema: custom-form-schemas.ts). */
export type CustomFormField = z.output<typeof customFormFieldSchema>;
export type CustomFormFieldInput = z.input<typeof customFormFieldSchema>;

/** Whether a block is a question (it has an answer), not a heading or a text block. */
export const asksQuestion = (f: { input_type: string }) =>
  f.input_type !== 'heading' && f.input_type !== 'paragraph';

/** The single 'Validation Error' notice of a bucket form: every message on its own line. */
export const VALIDATION_NOTICE_TITLE = 'Validation Error';

export function validationNoticeText(errors: FieldErrors): string {
  return Object.values(errors).flat().join('\n');
}
