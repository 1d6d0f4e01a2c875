import {
  type HandoffClaimPayload,
  type HandoffClaimResponse,
  type HandoffCreateResponse,
} from '@paperless/core';
import { PublicCallFailure, publicCall } from '../../lib/publicCall';
import { linkUrl } from './publicApi';

/** Continue on another device (issue 19): the calls of the patient's pages. */

/** Browsers send a keepalive request (one that outlives the page) only up to 64 KB. */
const KEEPALIVE_MAX_BYTES = 60_000;

/**
 * Keeps the draft on the server. 'stop' when the link no longer takes one (used, expired,
 * cancelled, a kiosk's): nothing more is sent for it. A failure in transit is thrown, so the
 * next change sends again.
 */
export async function putDraft(
  token: string,
  draft: object,
  options: { keepalive?: boolean } = {},
): Promise<'saved' | 'stop'> {
  const body = JSON.stringify({ draft });
  try {
    await publicCall(`${linkUrl(token)}/draft`, {
      method: 'PUT',
      body,
      keepalive: Boolean(options.keepalive) && body.length <= KEEPALIVE_MAX_BYTES,
    });
    return 'saved';
  } catch (error) {
    if (error instanceof PublicCallFailure && [403, 404, 410].includes(error.status)) {
      return 'stop';
    }
    throw error;
  }
}

export function createHandoff(token: string, payload: { dob: string; draft?: object }) {
  return publicCall<HandoffCreateResponse>(`${linkUrl(token)}/handoff`, {
    method: 'POST',
    body: JSON.stringify(payload),
  });
}

export function claimHandoff(payload: HandoffClaimPayload) {
  return publicCall<HandoffClaimResponse>('/api/public/handoffs/claim', {
    method: 'POST',
    body: JSON.stringify(payload),
  });
}

/** The address a hand-off's QR code opens, and the one to type the code at. */
export const continueUrl = (code?: string) =>
  `${window.location.origin}/continue${code ? `/${code}` : ''}`;

const dateOf = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;

/**
 * The birth date the patient already typed, to prefill the hand-off's question: a form's `dob`,
 * or in a bucket the current step's, else an earlier step's (templates share the field's name).
 */
export function dobOfDraft(draft: unknown): string | undefined {
  if (!draft || typeof draft !== 'object') return undefined;
  const values = draft as { dob?: unknown; step?: unknown; saved?: unknown };
  if (!Array.isArray(values.saved)) return dateOf(values.dob);
  const saved = values.saved as ({ dob?: unknown } | null | undefined)[];
  const step = typeof values.step === 'number' ? values.step : 0;
  return dateOf(saved[step]?.dob) ?? saved.map((s) => dateOf(s?.dob)).find(Boolean);
}
