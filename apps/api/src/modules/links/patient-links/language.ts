import {
  localizeErrors,
  localizeText,
  preferredPatientLanguage,
  type PatientLanguage,
} from '@paperless/core';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/errors.js';
import type { TypedApp } from '../../../lib/route-kit.js';
import { findLiveLink } from './lookup.js';

/**
 * A refusal of what the patient sent, in the language of their link (issue 21): the validators
 * write English, and the field messages and the answer's message are translated here, where the
 * link's language is known. An English link's answer is the spec's, untouched; anything but a
 * validation failure (not found, gone, a conflict) is passed on as it is.
 */
export function inLinkLanguage(error: unknown, lang: PatientLanguage): unknown {
  if (lang === 'en' || !isRefusal(error)) return error;
  return new AppError(
    error.code,
    localizeText(error.message, lang),
    error.errors && localizeErrors(error.errors, lang),
  );
}

/**
 * Refusals of what the patient sent, by our rules: a field's answer (422), a file too large or
 * over the link's limit (413), of a type we do not take (415), or over a limit of the clinic's
 * (429). Not found, gone and conflicts say nothing of what was sent and pass as they are.
 */
const REFUSALS = new Set<AppError['code']>([
  'validation',
  'too_large',
  'unsupported_type',
  'too_many_requests',
]);
const isRefusal = (error: unknown): error is AppError =>
  error instanceof AppError && REFUSALS.has(error.code);

/**
 * For a plugin of public link routes (/public/links/:token/...): a refusal of the request's
 * body, by its schema or by the route, is answered in the language of the token's link, like the
 * submission's (the schemas' messages are core's, and the catalogues know them). The app's own
 * error handler then answers it as any other: this one only translates and passes it on.
 */
export function answerInLinkLanguage(
  app: TypedApp,
  /** The plugin's own reading of an error first (the upload route's body limit, say). */
  ownError: (error: unknown) => unknown = (error) => error,
): void {
  app.setErrorHandler(async (thrown, request) => {
    const error = ownError(thrown);
    const token = (request.params as { token?: unknown } | undefined)?.token;
    const refusal = hasZodFastifySchemaValidationErrors(error) || isRefusal(error);
    if (!refusal || typeof token !== 'string') throw error;
    // A link that cannot be read (unknown, cancelled, a malformed token) says no language: the
    // browser's Accept-Language does, among the patients' languages (issue 21).
    const lang =
      (await languageOfToken(app, token)) ??
      preferredPatientLanguage(request.headers['accept-language']);
    if (lang === 'en') throw error;
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The app's handler reads each issue's message: those are what the patient is shown.
      for (const issue of error.validation) {
        if (issue.message !== undefined) issue.message = localizeText(issue.message, lang);
      }
      throw error;
    }
    throw inLinkLanguage(error, lang);
  });
}

/** The language of a link the token still opens; none for any other token. */
async function languageOfToken(app: TypedApp, token: string) {
  try {
    return (await findLiveLink(app.db, token))?.language;
  } catch {
    // A cancelled link (410) or a failing lookup: the refusal stays as it was.
    return undefined;
  }
}
