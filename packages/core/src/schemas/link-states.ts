// Issue 19, no dead ends: what a patient holding a link that no longer opens is told, and the
// request for a new link. Shared by the API's 410 answer and the patient's page.
import { z } from 'zod';
import { UNUSABLE_LINK_STATES } from './link-states-messages.js';

/** What the patient's page is told about a link that no longer opens: no patient data. */
export const linkStateSchema = z.object({
  state: z.enum(UNUSABLE_LINK_STATES),
  kind: z.enum(['form', 'bucket']),
  practice: z.object({
    name: z.string(),
    phone: z.string().nullable(),
    /** Issue 36: the practice's logo, so the patient knows who the link is from. */
    logo_url: z.string().nullable().optional(),
  }),
  /** An expired link: the day it expired in the practice's time zone (YYYY-MM-DD). */
  expired_on: z.string().nullable(),
  /** The clinic was already asked for a new link within the last day. */
  renewal_requested: z.boolean(),
});
export type LinkStateInfo = z.infer<typeof linkStateSchema>;

/** GET /api/public/links/{token}'s 410: the link is real, and this is why it does not open. */
export const linkUnavailableResponseSchema = z.object({
  status: z.literal(false),
  message: z.string(),
  link: linkStateSchema,
});
export type LinkUnavailableResponse = z.infer<typeof linkUnavailableResponseSchema>;

/** POST /api/public/links/{token}/renewal. */
export const linkRenewalResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  /** The clinic had already been told within the last day: nobody was told again. */
  already_requested: z.boolean(),
});
export type LinkRenewalResponse = z.infer<typeof linkRenewalResponseSchema>;

/** POST /api/public/links/{token}/send-again (issue 36): the same answer whatever happened. */
export const linkSendAgainResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
});
export type LinkSendAgainResponse = z.infer<typeof linkSendAgainResponseSchema>;

// The limits and messages live apart, without zod; importers of this module still find them.
export {
  UNUSABLE_LINK_STATES,
  RENEWAL_INTERVAL_HOURS,
  linkStateMessages,
} from './link-states-messages.js';
export type { UnusableLinkState } from './link-states-messages.js';
