import { z } from 'zod';
import { eventType } from '../../../lib/jobs/events.js';

// The events of a link's life that other features act on (lib/jobs/events.ts); what is done
// about each is listed in apps/api/src/jobs.

/**
 * A patient completed a link: every form of it is stored as one encounter and the link is spent.
 * Recorded in the completion's transaction (service.ts); what follows (the PDFs, the clinic's
 * notices, the patient's copy, the draft's deletion) is listed in apps/api/src/jobs.
 * Ids, the title and the channel only: never a name, an answer or an address.
 */
export const linkCompleted = eventType(
  'link.completed',
  z.object({
    link_id: z.string(),
    company_id: z.number().int(),
    encounter_id: z.string(),
    submission_ids: z.array(z.string()),
    /** The form's or the bucket's title. */
    title: z.string(),
    channel: z.string(),
    /**
     * The patient's download copy, whose token the patient already holds (the submit answer
     * carries it): only its hash, for the copy's row, and when it ends.
     */
    download_copy: z.object({ token_hash: z.string(), expires_at: z.string() }).nullable(),
  }),
);

export type LinkCompleted = z.infer<typeof linkCompleted.payload>;

/**
 * The patient of an expired or cancelled link asked the clinic for a new one (at most once a day
 * per link, renewal.ts): the clinic's users are told. Keyed by the link and the time asked.
 */
export const renewalRequested = eventType(
  'link.renewal_requested',
  z.object({
    link_id: z.string(),
    company_id: z.number().int(),
    /** The form's or the bucket's title. */
    title: z.string(),
  }),
);

export type RenewalRequested = z.infer<typeof renewalRequested.payload>;
