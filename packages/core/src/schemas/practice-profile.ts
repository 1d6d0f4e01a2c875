// Issue 20: the owner's practice profile: phone, address, logo, brand colour. The address and
// phone take the client form's own rules (schemas/companies.ts), so a field says the same thing
// whichever form the owner or provider staff use.
import { z } from 'zod';
import { PATIENT_LANGUAGES } from '../i18n/languages.js';
import { companyPayloadSchema } from './companies.js';
import { ID_MAX } from './fields.js';
import { BRAND_MIN_CONTRAST, contrastWithWhite } from './practice-branding.js';

export * from './practice-branding.js';

const HEX = /^#[0-9a-f]{6}$/;

export const practiceProfileMessages = {
  saved: 'Practice profile saved',
  logoSaved: 'Logo updated',
  logoRemoved: 'Logo removed',
  colourFormat: 'Enter a colour as # and six hex digits, for example #1c7ed6.',
  colourTooLight:
    'This colour is too light: white text on it, or the colour on white, would be hard to read. Choose a darker shade (contrast at least 4.5:1).',
  /** Issue 21: the language a send to a patient is in unless the sender chooses another. */
  patientLanguageLabel: "Patients' language",
  patientLanguageHint:
    'Links, e-mails and texts to patients are in this language unless you choose another when sending.',
  patientLanguage: "Choose the patients' language: English or Español.",
} as const;

/** The name of each patient language as its readers write it (the choice in a select). */
export const PATIENT_LANGUAGE_NAMES = { en: 'English', es: 'Español' } as const;

/**
 * The brand colour: #rrggbb (stored lower case), or null for the product's own. A colour too
 * light to carry white text is refused rather than darkened behind the owner's back: the owner
 * sees the contrast live in the picker and chooses the shade.
 */
export const brandColourSchema = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z
    .string({ error: practiceProfileMessages.colourFormat })
    .trim()
    .toLowerCase()
    .regex(HEX, { error: practiceProfileMessages.colourFormat, abort: true })
    .refine((v) => contrastWithWhite(v) >= BRAND_MIN_CONTRAST, {
      error: practiceProfileMessages.colourTooLight,
    })
    .nullable(),
);

const company = companyPayloadSchema.shape;

/** What the owner edits (PUT body and the dialog's form). The logo has its own routes. */
export const practiceProfileSchema = z.object({
  phone: company.cntPhoneNumber,
  address: company.address,
  address1: company.address1,
  city: company.city,
  state: company.state,
  zip: company.zip,
  brand_color: brandColourSchema,
  /** Issue 21, optional: absent keeps the clinic's default as it is. */
  patient_language: z
    .enum(PATIENT_LANGUAGES, { error: practiceProfileMessages.patientLanguage })
    .optional(),
});
export type PracticeProfile = z.output<typeof practiceProfileSchema>;
export type PracticeProfileInput = z.input<typeof practiceProfileSchema>;

/** Provider staff would name the company; the owner's own is taken from the session. */
export const practiceProfileQuerySchema = z.object({
  company_id: z.coerce.number().int().positive().max(ID_MAX).optional(),
});

export const practiceProfileViewSchema = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  address1: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  brand_color: z.string().nullable(),
  logo_url: z.string().nullable(),
  patient_language: z.enum(PATIENT_LANGUAGES),
});
export type PracticeProfileView = z.infer<typeof practiceProfileViewSchema>;

export const practiceProfileResponseSchema = z.object({
  message: z.string().optional(),
  data: practiceProfileViewSchema,
});
export type PracticeProfileResponse = z.infer<typeof practiceProfileResponseSchema>;
