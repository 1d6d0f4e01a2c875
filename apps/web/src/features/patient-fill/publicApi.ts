import {
  patientLinkMessages,
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
