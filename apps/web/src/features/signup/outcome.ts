import { signupMessages } from '@paperless/core';
import { PublicCallFailure } from '../../lib/publicCall';

/**
 * What a failed registration or payment shows (spec §8): a refusal the server or the card
 * provider explains shows its message; an answer without one, 'An unexpected error occurred.';
 * no answer at all (network, timeout, a thrown error), 'Something went wrong. Please try again.'
 */
export function failureMessage(error: unknown): string {
  if (error instanceof PublicCallFailure) {
    const fieldMessage = error.errors && Object.values(error.errors).flat()[0];
    if (error.status >= 400 && error.status < 500)
      return fieldMessage || error.message || signupMessages.unexpected;
    return signupMessages.unexpected;
  }
  return signupMessages.exception;
}

/** 'Account created successfully!', with ' (Demo mode)' when no card was charged. */
export const successMessage = (demo: boolean) =>
  demo ? `${signupMessages.success}${signupMessages.demoSuffix}` : signupMessages.success;

/** The server's refusal of a login e-mail that already has an account, told at the last step. */
export function takenLoginEmail(error: unknown): string | undefined {
  return error instanceof PublicCallFailure ? error.errors?.loginEmail?.[0] : undefined;
}
