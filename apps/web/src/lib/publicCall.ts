import { NETWORK_MESSAGE } from './api-error';

/**
 * Calls of the pages without a session: those a patient opens from a message (a link to fill,
 * the reminder stop page) and the visitor's signup.
 * They have no session: they go without the staff console's API client, so a signed-in
 * colleague's token is never sent along and no session handling can kick in; and they send no
 * referrer, so the token in the page's address goes nowhere else.
 */
const TIMEOUT_MS = 20_000;

/** The server answered, and not with success: its status, message and messages per field. */
export class PublicCallFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'PublicCallFailure';
  }
}

/** The answer's body; a PublicCallFailure for an error answer, an Error when no answer came. */
export async function publicCall<T>(url: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      referrerPolicy: 'no-referrer',
    });
  } catch {
    // A network failure or a timeout: an exception, not an answer (spec 8).
    throw new Error(NETWORK_MESSAGE);
  }
  const body = (await response.json().catch(() => undefined)) as
    { message?: unknown; errors?: Record<string, string[]> } | undefined;
  if (!response.ok) {
    const message = typeof body?.message === 'string' ? body.message : '';
    throw new PublicCallFailure(response.status, message, body?.errors);
  }
  return body as T;
}
