import { localizeText, preferredPatientLanguage } from '@paperless/core';
import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * For a route whose body names the link (the hand-off claim: its code), so a body refused by its
 * schema names none: the refusal is answered in the language the browser's Accept-Language
 * prefers among the patients' languages (issue 21), each message under its own field. Refusals
 * made once the link is known are already in the link's language (claim.ts) and pass as they
 * are; the app's own error handler then answers them all alike.
 */
export function answerInBrowserLanguage(app: FastifyInstance): void {
  app.setErrorHandler(async (error, request) => {
    if (!hasZodFastifySchemaValidationErrors(error)) throw error;
    const lang = preferredPatientLanguage(request.headers['accept-language']);
    if (lang === 'en') throw error;
    // The app's handler reads each issue's message: those are what the patient is shown.
    for (const issue of error.validation) {
      if (issue.message !== undefined) issue.message = localizeText(issue.message, lang);
    }
    throw error;
  });
}
