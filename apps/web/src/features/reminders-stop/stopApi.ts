import { frontDeskMessages, type MessageResponse } from '@paperless/core';
import { NETWORK_MESSAGE } from '../../lib/api-error';
import { PublicCallFailure, publicCall } from '../../lib/publicCall';

/** What the page says after a click: stopped, a token the server refuses, or try again. */
export type StopOutcome =
  | { kind: 'stopped'; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string };

export const RETRY_MESSAGE = 'The reminders could not be stopped just now. Please try again.';

/** Stops the reminders of the link the token names; the token travels in the body only. */
export async function stopReminders(token: string): Promise<StopOutcome> {
  try {
    const body = await publicCall<Partial<MessageResponse>>('/api/public/reminders/stop', {
      method: 'POST',
      body: JSON.stringify({ token }),
    });
    const message = typeof body?.message === 'string' ? body.message : '';
    return { kind: 'stopped', message: message || frontDeskMessages.remindersStopped };
  } catch (error) {
    if (!(error instanceof PublicCallFailure)) return { kind: 'failed', message: NETWORK_MESSAGE };
    // 422: a token the server did not make (or one cut short by the mail program).
    if (error.status === 422)
      return { kind: 'invalid', message: frontDeskMessages.remindersStopInvalid };
    // Too many tries says so (wait, then try again); anything else: try again.
    return { kind: 'failed', message: (error.status === 429 && error.message) || RETRY_MESSAGE };
  }
}
