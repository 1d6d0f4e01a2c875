import { z } from 'zod';
import { showIfSchema } from './condition-schemas.js';
import { CUSTOM_INPUT_TYPES, customFormMessages, type CustomInputType } from './custom-form.js';

// A clinic's own form's blocks as the builder sends them and the API answers them
// (custom-form.ts has the types, the messages and the plain helpers the patient's page uses).

const CHOICE_TYPES: readonly CustomInputType[] = ['select', 'radio'];

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
