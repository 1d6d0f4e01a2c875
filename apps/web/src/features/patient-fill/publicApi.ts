import {
  ESIGN_DISCLOSURE_VERSION,
  patientLinkMessages,
  type LinkConsentResponse,
  type LinkSubmitPayload,
  type LinkSubmitResponse,
  type PublicLinkResponse,
} from '@paperless/core';
import { PublicCallFailure, publicCall } from '../../lib/publicCall';

export const linkUrl = (token: string) => `/api/public/links/${encodeURIComponent(token)}`;

export async function loadLink(token: string): Promise<PublicLinkResponse['data']> {
  return (await publicCall<PublicLinkResponse>(linkUrl(token))).data;
}

export function submitLinkForm(token: string, payload: LinkSubmitPayload) {
  return publicCall<LinkSubmitResponse>(`${linkUrl(token)}/submit`, {
    method: 'POST',
    body: JSON.stringify(payload),
  });
}

/** Records the patient's acceptance of the e-sign disclosure this build shows. */
export async function acceptLinkConsent(token: string): Promise<LinkConsentResponse['consent']> {
  const answer = await publicCall<LinkConsentResponse>(`${linkUrl(token)}/consent`, {
    method: 'POST',
    body: JSON.stringify({ version: ESIGN_DISCLOSURE_VERSION }),
  });
  return answer.consent;
}

/** The text a failed submission's notice shows: the server's message, else 'Unknown error'. */
export const failureText = (error: PublicCallFailure) =>
  error.message.trim() || patientLinkMessages.unknownError;

/**
 * What the unavailable screen says under its heading: for a link the practice cancelled (410)
 * the server's message naming the practice, otherwise the spec's already-used text.
 */
export function unavailableText(error: unknown): string {
  if (error instanceof PublicCallFailure && error.status === 410 && error.message.trim()) {
    return error.message;
  }
  return patientLinkMessages.formUsedText;
}
