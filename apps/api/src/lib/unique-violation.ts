import { AppError } from './errors.js';

/**
 * PostgreSQL's unique_violation (SQLSTATE 23505), as node-postgres and PGlite both report it:
 * an error carrying `code`. Its message and detail quote the duplicate value, so they must never
 * reach a caller or the log.
 */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error as { code?: unknown }).code === '23505'
  );
}

/** The live-account e-mail index (migration 0001): one live account per address, any case. */
export const USERS_EMAIL_INDEX = 'users_email_live';

function constraintOf(error: unknown): string | undefined {
  const value = (error as { constraint?: unknown }).constraint;
  return typeof value === 'string' ? value : undefined;
}

/** Whether the duplicate is a live account's e-mail (or the database did not say which). */
export function isDuplicateEmail(error: unknown): boolean {
  if (!isUniqueViolation(error)) return false;
  const constraint = constraintOf(error);
  return constraint === undefined || constraint === USERS_EMAIL_INDEX;
}

/** The 409 a form shows under its e-mail field: the pre-check's answer and the race's alike. */
export function emailConflict(message: string, field = 'email'): AppError {
  return new AppError('conflict', message, { [field]: [message] });
}

/**
 * Runs work that writes a user's e-mail; when a concurrent request took the address between
 * the pre-check and the write, the index refuses it and this answers the form's 409 instead of
 * a 500 carrying the database's text.
 */
export async function onDuplicateEmail<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isDuplicateEmail(error)) throw emailConflict(message);
    throw error;
  }
}
