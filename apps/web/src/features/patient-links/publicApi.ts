import {
  ESIGN_DISCLOSURE_VERSION,
  patientLinkMessages,
  type LinkConsentResponse,
  type LinkRenewalResponse,
  type LinkSendAgainResponse,
  type LinkSubmitPayload,
  type LinkSubmitResponse,
  type PublicLinkResponse,
} from '@paperless/core';
import { publicCall, type PublicCallFailure } from '../../lib/publicCall';

export const linkUrl = (token: string) => `/api/public/links/${encodeURIComponent(token)}`;

export async function loadLink(
  token: string,
  signal?: AbortSignal,
): Promise<PublicLinkResponse['data']> {
  return (await publicCall<PublicLinkResponse>(linkUrl(token), { signal })).data;
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
 * Issue 36: from an older message's URL, has the link's newest URL sent again to where the link
 * went; the answer is the same whether or not it could go.
 */
export function sendLinkAgain(token: string) {
  return publicCall<LinkSendAgainResponse>(`${linkUrl(token)}/send-again`, {
    method: 'POST',
    body: '{}',
  });
}

/** Asks the practice for a new link (an expired or cancelled one); at most once a day is told. */
export function askForNewLink(token: string) {
  return publicCall<LinkRenewalResponse>(`${linkUrl(token)}/renewal`, {
    method: 'POST',
    body: '{}',
  });
}
