import { z } from 'zod';
import { customFormFieldResponseSchema, customFormFieldSchema } from './custom-form-schemas.js';
import {
  CUSTOMIZATION_LIMITS,
  customizationMessages,
  type TemplateCustomization,
} from './template-customization.js';

// A clinic's customization of a built-in template as the API reads and answers it
// (template-customization.ts builds the tailored template from it, on the patient's first load).

export const templateCustomizationSchema = z.object({
  /** The notice's paragraphs in the clinic's words; null: the template's own notice. */
  notice: z
    .array(
      z.string().trim().max(CUSTOMIZATION_LIMITS.paragraph, customizationMessages.paragraphTooLong),
    )
    .max(CUSTOMIZATION_LIMITS.paragraphs, customizationMessages.tooManyParagraphs)
    .nullish()
    .transform((paragraphs) => {
      const kept = (paragraphs ?? []).filter((p) => p !== '');
      return kept.length > 0 ? kept : null;
    }),
  /** Names of optional questions the clinic does not ask. */
  hidden: z.array(z.string().max(100)).max(300).default([]),
  records_fee: z
    .string()
    .trim()
    .max(CUSTOMIZATION_LIMITS.fee, customizationMessages.feeTooLong)
    .nullish()
    .transform((fee) => fee || null),
  /**
   * The clinic's own questions (blocks as a clinic's own form has them), asked in a section of
   * their own before the signing. The save route checks them as the builder's (schemas/forms).
   */
  added: z.array(customFormFieldSchema).max(CUSTOMIZATION_LIMITS.added).default([]),
  /**
   * Ask for the patient's signature on a template that asks for none (its signatureBlock):
   * off by default, so the spec's version stays as the spec has it.
   */
  signature: z.boolean().default(false),
});

/** A stored customization (jsonb); one that no longer parses counts as none. */
export function parseCustomization(stored: unknown): TemplateCustomization | null {
  if (stored === null || stored === undefined) return null;
  const parsed = templateCustomizationSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** A tailoring as the server sends it (the patient's page and the preview rebuild from it). */
export const templateTailoringSchema = z.object({
  customization: z
    .object({
      notice: z.array(z.string()).nullable(),
      hidden: z.array(z.string()),
      records_fee: z.string().nullable(),
      added: z.array(customFormFieldResponseSchema).default([]),
      signature: z.boolean().default(false),
    })
    .nullable(),
  practice: z.object({
    name: z.string(),
    state: z.string().nullish(),
    phone: z.string().nullish(),
    recordsFee: z.string().nullish(),
  }),
  title: z.string(),
  version: z.number().int(),
});
