import { z } from 'zod';

/**
 * The languages a patient may read their forms in (issue 21). English is the source: every
 * text is written in English in its own module, and each other language is a catalogue
 * (catalogues/). Adding a language means adding it here and writing its catalogue.
 */
export const PATIENT_LANGUAGES = ['en', 'es'] as const;
export type PatientLanguage = (typeof PATIENT_LANGUAGES)[number];

/** The language of the source texts, and of a send whose clinic chose none. */
export const DEFAULT_PATIENT_LANGUAGE: PatientLanguage = 'en';

export const patientLanguageSchema = z.enum(PATIENT_LANGUAGES);

export function isPatientLanguage(value: unknown): value is PatientLanguage {
  return (PATIENT_LANGUAGES as readonly unknown[]).includes(value);
}
