import { messages } from '@paperless/core';
import { NETWORK_MESSAGE } from '../../lib/api-error';
import { PublicCallFailure } from '../../lib/publicCall';

/**
 * What to say when a link's page did not load though the link may well be fine: too many
 * requests from the patient's address (429), or no answer at all. Null for any other failure
 * (the link is unknown, used, expired or cancelled: UsedLinkScreen).
 */
export function temporaryFailureText(error: unknown): string | null {
  if (error instanceof PublicCallFailure && error.status === 429) return messages.tooManyRequests;
  if (error instanceof Error && error.message === NETWORK_MESSAGE) return NETWORK_MESSAGE;
  return null;
}
