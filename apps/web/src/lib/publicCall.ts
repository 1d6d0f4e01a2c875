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
    /** The whole answer, for a page that reads more than the message (a link's 410). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'PublicCallFailure';
  }
}

/** What a call may add to fetch's options. */
export interface PublicCallInit extends RequestInit {
  /** The body's type: JSON, unless the body is a file's bytes (an upload). */
  contentType?: string;
  /** A 10 MB photo from a phone takes longer to send than an answer. */
  timeoutMs?: number;
}

/**
 * The caller's signal, ended too after `ms`. By hand: AbortSignal.any is newer (Safari 17.4)
 * than phones patients still use.
 */
function withTimeout(signal: AbortSignal | null | undefined, ms: number): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  if (!signal) return timeout;
  const both = new AbortController();
  const abort = () => both.abort();
  if (signal.aborted) abort();
  signal.addEventListener('abort', abort, { once: true });
  timeout.addEventListener('abort', abort, { once: true });
  return both.signal;
}

/** The answer's body; a PublicCallFailure for an error answer, an Error when no answer came. */
export async function publicCall<T>(url: string, init: PublicCallInit = {}): Promise<T> {
  const { contentType = 'application/json', timeoutMs = TIMEOUT_MS, signal, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(url, {
      ...rest,
      headers: { Accept: 'application/json', 'Content-Type': contentType },
      signal: withTimeout(signal, timeoutMs),
      referrerPolicy: 'no-referrer',
    });
  } catch (error) {
    // The caller cancelled (a patient replacing a file mid-upload): theirs to ignore.
    if (signal?.aborted) throw error;
    // A network failure or a timeout: an exception, not an answer (spec 8).
    throw new Error(NETWORK_MESSAGE);
  }
  const body = (await response.json().catch(() => undefined)) as
    { message?: unknown; errors?: Record<string, string[]> } | undefined;
  if (!response.ok) {
    const message = typeof body?.message === 'string' ? body.message : '';
    throw new PublicCallFailure(response.status, message, body?.errors, body);
  }
  return body as T;
}
