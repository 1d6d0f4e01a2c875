// What a patient holding a link that no longer opens is told (issue 19), apart from the zod
// schemas in link-states.ts so the Spanish catalogue's patterns bring no zod.

/**
 * Why a real link no longer opens. `replaced` (issue 36): the URL of an older message, whose
 * token a resend replaced; the link itself still works under its newer URL.
 */
export const UNUSABLE_LINK_STATES = ['submitted', 'expired', 'cancelled', 'replaced'] as const;
export type UnusableLinkState = (typeof UNUSABLE_LINK_STATES)[number];

/** At most one notice to the clinic per link in this many hours. */
export const RENEWAL_INTERVAL_HOURS = 24;

export const linkStateMessages = {
  /** The 410 answer's message (a screen reader or an old page shows only this). */
  submitted: 'This link was already completed, so it no longer opens.',
  expired: 'This link has expired, so it no longer opens.',
  replaced: 'A newer link was sent, so this one no longer opens.',
  submittedText: (practice: string) =>
    `These forms were already completed and sent to ${practice}. There is nothing more to do.`,
  /** `on`: the day it expired, as the patient reads it; without it, the plain fact. */
  expiredText: (practice: string, on?: string) =>
    on
      ? `This link expired on ${on}. Ask ${practice} for a new one to fill in your forms.`
      : `This link is no longer active. Ask ${practice} for a new one to fill in your forms.`,
  cancelledText: (practice: string) =>
    `${practice} cancelled this link, so it no longer opens. ` +
    'If you still need to fill in these forms, ask for a new link.',
  /** Issue 36: the URL of an older message; the newest one still works. */
  replacedText: (practice: string) =>
    `${practice} sent you a newer link, so this one no longer opens. ` +
    'Use the link in the most recent e-mail or text message, or have it sent again.',
  sendAgain: 'Send the newest link again',
  /** Neutral on purpose: the same whether or not a message could go (it leaks nothing). */
  sentAgain:
    'If we can reach you where the first link went, the newest link is on its way. ' +
    'It may take a few minutes to arrive.',
  sendAgainFailed: 'We could not send the link again. Please try again, or call the practice.',
  callUs: (practice: string) => `Questions? Call ${practice} at`,
  askForNew: 'Ask for a new link',
  asked: (practice: string) => `We let ${practice} know. They will send you a new link.`,
  askFailed: 'We could not send your request. Please try again, or call the practice.',
  /** An unknown token (or no answer): no practice can be known. */
  invalidText:
    'This link is not valid. Check that you opened the whole link from your e-mail or text message, ' +
    'or contact the practice that sent it.',
  /** POST .../renewal on a link that still opens: nothing to renew. */
  renewalStillOpen: 'This link still works. Open it to fill in your forms.',
  /** POST .../renewal on a link already completed: nothing to renew. */
  renewalSubmitted: 'This link was already completed. There is nothing more to do.',
  /** POST .../renewal with a replaced URL: the newest link works, so nothing to renew. */
  renewalReplaced: 'A newer link was sent to you. Use it, or have it sent again.',
  /** The clinic's bell and e-mail: the form or bucket, never the patient. */
  noticeTitle: 'A patient asked for a new link',
  noticeBody: (title: string) =>
    `A patient whose link to ${title} expired or was cancelled asked for a new one. ` +
    'Open Activity to resend or extend it.',
} as const;
