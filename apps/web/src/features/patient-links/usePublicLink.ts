import type { PatientLanguage, PublicLinkResponse } from '@paperless/core';
import { createLoadStore, type Loaded } from '../../lib/sharedLoad';
import { preloadFileUpload } from '../form-engine';
import { loadLink } from './publicApi';

type LinkData = PublicLinkResponse['data'];

// The link's forms, loaded once per page: a link does not change while the patient fills it,
// and its failures (404, the 410's submitted, expired or cancelled) are final, never retried.
const links = createLoadStore<LinkData>(async (token, signal) => {
  const link = await loadLink(token, signal);
  // A clinic's form with a file question: its working parts (not in the first load) come
  // before the form is drawn. Should they fail, the question loads them again itself.
  if (
    link.forms.some((f) => f.kind === 'custom' && f.fields.some((q) => q.input_type === 'file'))
  ) {
    await preloadFileUpload().catch(() => {});
  }
  return link;
});

/** The link's answer, one request however many parts of the page ask (the kiosk's frame too). */
export function usePublicLink(token: string): Loaded<LinkData> {
  return links.useLoaded(token);
}

/** The link as the server now holds it after a change made on the page (the e-sign consent). */
export function updatePublicLink(token: string, change: (link: LinkData) => LinkData): void {
  links.update(token, change);
}

/**
 * The language the server's link holds, for the page's language (patient-language): undefined
 * while it loads, null when no link answered (nothing to follow, nothing to tell).
 */
export function linkLanguageOf(link: Loaded<LinkData>): PatientLanguage | null | undefined {
  if (link.isPending) return undefined;
  return link.data ? (link.data.language ?? 'en') : null;
}
