import { esignDisclosure } from '../esign-consent.js';
import { addFieldError, type FieldErrors } from '../templates/types.js';
import type { PatientLanguage } from './languages.js';
import { governingVersionNotice, localizeText } from './translate.js';

/**
 * A validator's messages (field -> messages) in `lang`; a message the catalogue does not know
 * stays in English, so a patient is never shown an empty message.
 */
export function localizeErrors(errors: FieldErrors, lang: PatientLanguage): FieldErrors {
  const localized: FieldErrors = {};
  for (const [field, list] of Object.entries(errors))
    for (const message of list) addFieldError(localized, field, localizeText(message, lang));
  return localized;
}

type Localized<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : T[K];
};

/**
 * A message set (`uploadMessages`, `esignConsentMessages`...) in `lang`: texts translated,
 * message functions wrapped so what they build is translated too.
 */
export function localizeMessageSet<T extends Record<string, unknown>>(
  set: T,
  lang: PatientLanguage,
): Localized<T> {
  const localized: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(set)) {
    if (typeof value === 'string') localized[key] = localizeText(value, lang);
    else if (typeof value === 'function')
      localized[key] = (...args: unknown[]) =>
        localizeText((value as (...a: unknown[]) => string)(...args), lang);
    else localized[key] = value;
  }
  return localized as Localized<T>;
}

/**
 * The e-sign disclosure in `lang`, with the sentence saying the English version governs when
 * translated. The practice's name is kept as written; the disclosure's own wording for a
 * practice without a name is translated.
 */
export function localizedEsignDisclosure(practice: string, lang: PatientLanguage): string[] {
  const paragraphs = esignDisclosure(practice).map((p) => localizeText(p, lang));
  const governing = governingVersionNotice(lang);
  return governing === undefined ? paragraphs : [...paragraphs, governing];
}
