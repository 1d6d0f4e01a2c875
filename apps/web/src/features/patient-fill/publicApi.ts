import {
  patientLinkMessages,
  type LinkSubmitPayload,
  type LinkSubmitResponse,
  type PublicLinkResponse,
} from '@paperless/core';

// The patient has no session: these calls go without the staff console's API client, so a
// signed-in colleague's token is never sent along and no session handling can kick in.
const TIMEOUT_MS = 20_000;
export const NETWORK_MESSAGE =
  'Could not reach the server. Please check your connection and try again.';

/** The server answered, and not with success: its status, message and messages per field. */
export class LinkFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'LinkFailure';
  }
}

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
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
    throw new LinkFailure(response.status, message, body?.errors);
  }
  return body as T;
}

const linkUrl = (token: string) => `/api/public/links/${encodeURIComponent(token)}`;

export async function loadLink(token: string): Promise<PublicLinkResponse['data']> {
  return (await call<PublicLinkResponse>(linkUrl(token))).data;
}

export function submitLinkForm(token: string, payload: LinkSubmitPayload) {
  return call<LinkSubmitResponse>(`${linkUrl(token)}/submit`, {
    method: 'POST',
    body: JSON.stringify(payload),
  });
}

/** The text a failed submission's notice shows: the server's message, else 'Unknown error'. */
export const failureText = (error: LinkFailure) =>
  error.message.trim() || patientLinkMessages.unknownError;

/**
 * What the unavailable screen says under its heading: for a link the practice cancelled (410)
 * the server's message naming the practice, otherwise the spec's already-used text.
 */
export function unavailableText(error: unknown): string {
  if (error instanceof LinkFailure && error.status === 410 && error.message.trim()) {
    return error.message;
  }
  return patientLinkMessages.formUsedText;
}
