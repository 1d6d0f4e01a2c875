// Schemas and messages of the patient-links feature (clinic portal), shared by the API and the web app.
import { z } from 'zod';
import { linkConsentStateSchema } from '../esign-consent.js';
import { PATIENT_LANGUAGES, patientLanguageSchema } from '../i18n/languages.js';
import { ID_MAX } from './field-rules.js';
import { checkName, checkPastDate, textOf } from '../templates/checks.js';
import type { CustomFormField } from '../templates/custom-form.js';
import { customFormFieldResponseSchema } from '../templates/custom-form-schemas.js';
import { validateCustomFormSubmission } from '../templates/custom-form-validation.js';
import { templateTailoringSchema } from '../templates/template-customization-schemas.js';
import type { FieldErrors } from '../templates/types.js';
import { identityMessages } from '../templates/validation.js';

/** The fill pages' texts (spec sections 2 and 8) and the public answers' messages. */
export const patientLinkMessages = {
  noFields: 'Validation Error: No fields data provided.',
  /** Unknown, expired, used, or its form, bucket or practice is gone: all look the same. */
  unavailable: 'This link has already been used or has expired.',
  /** Issue 16: the practice cancelled the link (410); said plainly, the patient did nothing wrong. */
  cancelled: (practice: string) =>
    `${practice} cancelled this link, so it no longer opens. ` +
    'Please contact the practice if you still need to fill in these forms.',
  formNotInLink: 'This form is not part of this link.',
  bucketIncomplete: 'Please complete every form of this bucket before submitting.',
  stepSaved: 'Form saved',
  submitted: 'Form submitted successfully',
  formDoneTitle: 'Form Submitted Successfully!',
  formDoneText: 'Thank you for completing the form. Your responses have been recorded.',
  formUsedTitle: 'Form Already Submitted!',
  formUsedText: 'This link has already been used or is no longer available.',
  bucketDoneTitle: 'Form(s) Submitted Successfully',
  bucketUsedTitle: 'Form(s) Already Submitted',
  /** Beneath the spec's heading, when a link did not load though it may be fine (429, no answer). */
  retryButton: 'Try again',
  submissionFailed: 'Submission Failed',
  unknownError: 'Unknown error',
  submissionError: 'Submission Error',
  bucketFailedTitle: 'Error',
  bucketFailedText: 'Form submission failed.',
  patientSection: 'Patient',
  /** Issue 21: the language switch sent something other than a language the pages offer. */
  languageInvalid: 'Choose English or Spanish.',
} as const;

/** The identity every encounter is filed under (spec 3: patient info carried across a bucket). */
export const PATIENT_IDENTITY_FIELDS = [
  { name: 'patient_firstname', label: 'Patient First Name', type: 'text' },
  { name: 'patient_lastname', label: 'Patient Last Name', type: 'text' },
  { name: 'dob', label: 'Date of Birth', type: 'date' },
] as const;

/**
 * A custom form may not ask who the patient is, yet every submission must be filed under a
 * name and date of birth: the fill page asks for them above such a form, and the server checks
 * them here with the templates' own messages.
 */
export function patientIdentityErrors(values: Record<string, unknown>, today?: Date): FieldErrors {
  const errors: FieldErrors = {};
  const value = (key: string) => (Object.hasOwn(values, key) ? values[key] : undefined);
  const required = {
    patient_firstname: identityMessages.firstNameRequired,
    patient_lastname: identityMessages.lastNameRequired,
    dob: identityMessages.dobRequired,
  } as const;
  for (const { name } of PATIENT_IDENTITY_FIELDS) {
    const given = value(name);
    const message =
      textOf(given) === ''
        ? required[name]
        : name === 'dob'
          ? checkPastDate(given, 'Date of birth', today)
          : checkName(given);
    if (message) errors[name] = [message];
  }
  return errors;
}

/**
 * Everything wrong with an answer to a custom form: its fields' checks and who the patient is.
 * The fill page and the server run this same function, so they agree on every message.
 */
export function customSubmissionErrors(
  fields: readonly CustomFormField[],
  values: Record<string, unknown>,
  today?: Date,
): FieldErrors {
  const errors = patientIdentityErrors(values, today);
  for (const [field, messages] of Object.entries(
    validateCustomFormSubmission(fields, values, { today }),
  )) {
    errors[field] = [...new Set([...(errors[field] ?? []), ...messages])];
  }
  return errors;
}

/** A form as the patient's page receives it: a template (drawn from core) or custom fields. */
export const publicFormSchema = z.discriminatedUnion('kind', [
  z.object({
    id: z.number().int(),
    title: z.string(),
    version: z.number().int(),
    kind: z.literal('template'),
    template_id: z.number().int(),
    /** How the clinic tailored the template (its notice, left-out questions, practice facts). */
    tailoring: templateTailoringSchema.optional(),
  }),
  z.object({
    id: z.number().int(),
    title: z.string(),
    version: z.number().int(),
    kind: z.literal('custom'),
    description: z.string().nullable(),
    fields: z.array(customFormFieldResponseSchema),
  }),
]);
export type PublicForm = z.infer<typeof publicFormSchema>;

export const publicLinkResponseSchema = z.object({
  data: z.object({
    kind: z.enum(['form', 'bucket']),
    // Issue 20: with its phone, address (one line), logo and brand colour (only one readable
    // with white text); optional, so an answer from before reads. Written out here rather than
    // imported, so the patient's page loads none of the profile's colour checks.
    practice: z.object({
      name: z.string(),
      phone: z.string().nullable().optional(),
      address: z.string().nullable().optional(),
      logo_url: z.string().nullable().optional(),
      brand_color: z.string().nullable().optional(),
    }),
    forms: z.array(publicFormSchema),
    /** Forms of a bucket already received (the patient may resume after a reload). */
    done_form_ids: z.array(z.number().int()),
    /** Issue 18: the e-sign disclosure's acceptance in this link, asked once per link. */
    consent: linkConsentStateSchema,
    /**
     * Issue 21: the language the link was sent in (the patient may switch on the page); optional,
     * so an answer from before reads as English.
     */
    language: patientLanguageSchema.optional(),
  }),
});
export type PublicLinkResponse = z.infer<typeof publicLinkResponseSchema>;

const noFields = { error: patientLinkMessages.noFields };

/** Spec 3's submission payload: the answers, and which form of the link they belong to. */
export const linkSubmitSchema = z.object({
  fields: z
    .record(z.string(), z.unknown(), noFields)
    .default({})
    .refine((fields) => Object.keys(fields).length > 0, noFields),
  /** The form id, or for a bucket the bucket id (currentFormId then names the form). */
  formId: z.coerce.number().int().positive().max(ID_MAX),
  lastForm: z.boolean().default(false),
  fromBucket: z.boolean().default(false),
  currentFormId: z.coerce.number().int().positive().max(ID_MAX).nullish(),
});
export type LinkSubmitPayload = z.input<typeof linkSubmitSchema>;

export const linkSubmitResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  /** True once the link's whole submission (the form, or every form of the bucket) is stored. */
  complete: z.boolean(),
  /**
   * Issue 19: on completion, the patient's copy of what they just signed: a short-lived
   * capability of its own (never the link's token) for this browser. Null in kiosk mode.
   */
  copy: z.object({ token: z.string(), expires_at: z.string() }).nullable().optional(),
});
export type LinkSubmitResponse = z.infer<typeof linkSubmitResponseSchema>;

/**
 * Issue 21: the patient's language switch. The link keeps the language the patient now sees, so
 * the PDF, reminders and another device follow it.
 */
export const linkLanguageSchema = z.object({
  language: z.enum(PATIENT_LANGUAGES, { error: patientLinkMessages.languageInvalid }),
});
export type LinkLanguagePayload = z.input<typeof linkLanguageSchema>;

export const linkLanguageResponseSchema = z.object({ language: patientLanguageSchema });
export type LinkLanguageResponse = z.infer<typeof linkLanguageResponseSchema>;
