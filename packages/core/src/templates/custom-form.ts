import { z } from 'zod';
import { isEmail } from '../schemas/fields.js';
import { isBlank, textOf } from './checks.js';
import { answerLengthErrors, IDENTITY_ANSWERS } from './answer-length.js';
import { isSigned } from './signature.js';
import type { FieldErrors } from './types.js';
import { isRecord } from './validation.js';

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
  optionsRequired: 'Select and radio fields need at least one option',
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
  })
  .refine((f) => !CHOICE_TYPES.includes(f.input_type) || f.options.length > 0, {
    error: customFormMessages.optionsRequired,
    path: ['options'],
  });
export type CustomFormField = z.output<typeof customFormFieldSchema>;
export type CustomFormFieldInput = z.input<typeof customFormFieldSchema>;

// Formatting people type into a phone number; what remains must be 10 to 15 digits.
const PHONE_FORMATTING = /[\s\-().+]/g;
const TEN_TO_FIFTEEN_DIGITS = /^\d{10,15}$/;
const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)$/;

const displayName = (f: CustomFormField) => f.label || f.name;

function isAnswered(f: CustomFormField, value: unknown): boolean {
  if (f.input_type === 'signature') return isSigned(value);
  if (f.input_type === 'checkbox') {
    if (Array.isArray(value)) return value.some((v) => textOf(v) !== '');
    return value === true || value === 'true' || value === 'on' || value === 1;
  }
  return textOf(value) !== '';
}

function formatError(f: CustomFormField, value: unknown): string | undefined {
  const text = textOf(value);
  const name = displayName(f);
  switch (f.input_type) {
    case 'email':
      return isEmail(text) ? undefined : customFormMessages.invalidEmail(name);
    case 'tel':
      return TEN_TO_FIFTEEN_DIGITS.test(text.replace(PHONE_FORMATTING, ''))
        ? undefined
        : customFormMessages.invalidPhone(name);
    case 'number':
      return NUMBER.test(text) ? undefined : customFormMessages.notNumber(name);
    case 'select':
    case 'radio':
      return f.options.includes(text) ? undefined : customFormMessages.invalidOption(name);
    default:
      return undefined;
  }
}

/**
 * Checks a submission of a custom form against its fields, keyed by field name. Values arrive
 * from the network, so anything is accepted and nothing throws.
 */
export function validateCustomFormSubmission(
  fields: readonly CustomFormField[],
  values: unknown,
): FieldErrors {
  const source = isRecord(values) ? values : {};
  // Caps every text answer (the identity fields the fill page adds too, and any extra key).
  const errors: FieldErrors = answerLengthErrors(
    [
      ...IDENTITY_ANSWERS,
      ...fields.map((f) => ({ name: f.name, label: displayName(f), type: f.input_type })),
    ],
    source,
  );
  for (const f of fields) {
    // An answer over its cap says so, and only that: the other checks need not read it.
    if (errors[f.name]) continue;
    const value = Object.hasOwn(source, f.name) ? source[f.name] : undefined;
    if (!isAnswered(f, value)) {
      if (f.is_required === 1) errors[f.name] = [customFormMessages.required(displayName(f))];
      continue;
    }
    if (isBlank(value)) continue;
    const message = formatError(f, value);
    if (message) errors[f.name] = [message];
  }
  return errors;
}

/** The single 'Validation Error' notice of a bucket form: every message on its own line. */
export const VALIDATION_NOTICE_TITLE = 'Validation Error';

export function validationNoticeText(errors: FieldErrors): string {
  return Object.values(errors).flat().join('\n');
}
