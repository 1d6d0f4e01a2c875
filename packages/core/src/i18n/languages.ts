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

/**
 * The patient language a request's Accept-Language header prefers, for an answer sent before any
 * link says which (a malformed code, a token that opens nothing): the tag of highest weight whose
 * language we have ("es-MX" is Spanish), the first of equal weights; English when none is.
 */
export function preferredPatientLanguage(acceptLanguage: string | undefined): PatientLanguage {
  let best: PatientLanguage = DEFAULT_PATIENT_LANGUAGE;
  let bestWeight = 0;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...params] = part.split(';').map((p) => p.trim());
    const language = tag.toLowerCase().split('-')[0];
    if (!isPatientLanguage(language)) continue;
    const q = params.find((p) => /^q=/i.test(p));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!(weight > 0 && weight <= 1)) continue;
    if (weight > bestWeight) [best, bestWeight] = [language, weight];
  }
  return best;
}
