import { localizeErrors, localizeText, type PatientLanguage } from '@paperless/core';
import { AppError } from '../../lib/errors.js';

/**
 * A refusal of what the patient sent, in the language of their link (issue 21): the validators
 * write English, and the field messages and the answer's message are translated here, where the
 * link's language is known. An English link's answer is the spec's, untouched; anything but a
 * validation failure (not found, gone, a conflict) is passed on as it is.
 */
export function inLinkLanguage(error: unknown, lang: PatientLanguage): unknown {
  if (lang === 'en' || !(error instanceof AppError) || error.code !== 'validation') return error;
  return new AppError(
    'validation',
    localizeText(error.message, lang),
    error.errors && localizeErrors(error.errors, lang),
  );
}
