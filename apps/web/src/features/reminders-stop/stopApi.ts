import { frontDeskMessages, type MessageResponse } from '@paperless/core';
import { NETWORK_MESSAGE } from '../patient-fill/publicApi';

const TIMEOUT_MS = 20_000;

/** What the page says after a click: stopped, a token the server refuses, or try again. */
export type StopOutcome =
  | { kind: 'stopped'; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed'; message: string };

export const RETRY_MESSAGE = 'The reminders could not be stopped just now. Please try again.';

/**
 * Stops the reminders of the link the token names. Like the patient's own calls, it goes
 * without the staff console's API client (no staff token, no session handling) and sends no
 * referrer: the token travels in this one request body and nowhere else.
 */
export async function stopReminders(token: string): Promise<StopOutcome> {
  let response: Response;
  try {
    response = await fetch('/api/public/reminders/stop', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      referrerPolicy: 'no-referrer',
    });
  } catch {
    return { kind: 'failed', message: NETWORK_MESSAGE };
  }
  const body = (await response.json().catch(() => undefined)) as
    Partial<MessageResponse> | undefined;
  if (response.ok) {
    const message = typeof body?.message === 'string' ? body.message : '';
    return { kind: 'stopped', message: message || frontDeskMessages.remindersStopped };
  }
  // 422: a token the server did not make (or one cut short by the mail program).
  if (response.status === 422)
    return { kind: 'invalid', message: frontDeskMessages.remindersStopInvalid };
  // Too many tries says so (wait, then try again); anything else: try again.
  const tooMany = response.status === 429 && typeof body?.message === 'string' && body.message;
  return { kind: 'failed', message: tooMany || RETRY_MESSAGE };
}
