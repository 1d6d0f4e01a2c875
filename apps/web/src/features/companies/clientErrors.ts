import { companyMessages, messages } from '@paperless/core';
import { ApiError } from '../../lib/api';

/** The first message a 422 answer gives for a field the form has no input for by that name. */
export function fieldErrorOf(error: unknown, field: string): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.errors?.[field]?.join(' ') || null;
}

/**
 * The notice of a failed save: the server's own message, or the spec's fixed text when the
 * server gave none (no answer, or an answer without a message).
 */
export function clientSaveFailure(error: unknown): string {
  const fromServer =
    error instanceof ApiError && error.status !== 0 && error.message !== messages.serverError;
  return fromServer ? error.message : companyMessages.updateFailed;
}
