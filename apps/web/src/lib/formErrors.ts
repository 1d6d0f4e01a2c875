import { messages } from '@paperless/core';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/**
 * Puts a 422 answer's messages under their inputs (the server names fields as the form does).
 * Returns false when nothing matched a field, so the caller shows the message as a notice.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || !error.errors) return false;
  let applied = false;
  for (const field of fields) {
    const fieldMessages = error.errors[field];
    if (fieldMessages?.length) {
      setError(field, { type: 'server', message: fieldMessages.join(' ') });
      applied = true;
    }
  }
  return applied;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : messages.serverError;
}
