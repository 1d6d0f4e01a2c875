import { linkStateMessages, type UnusableLinkState } from '@paperless/core';
import { sql } from 'kysely';
import type { Db, DbExecutor } from '../../../db/database.js';
import { anonymous, writeAudit } from '../../../lib/audit.js';
import { AppError } from '../../../lib/errors.js';
import { recordEvent } from '../../../lib/jobs/events.js';
import { askedRecently, LinkGone } from './link-state.js';
import { renewalRequested } from './events.js';
import { findLiveLink, linkTitle, unavailable } from './lookup.js';

/** The link a renewal is for: a real link of a live practice that no longer opens. */
async function goneLink(trx: DbExecutor, token: string): Promise<LinkGone> {
  let live: Awaited<ReturnType<typeof findLiveLink>>;
  try {
    // Locked: two requests of one link queue, and the second sees the first one's time.
    live = await findLiveLink(trx, token, { lock: true, explain: true });
  } catch (error) {
    if (error instanceof LinkGone) return error;
    throw error;
  }
  if (!live) throw unavailable();
  throw new AppError('conflict', linkStateMessages.renewalStillOpen);
}

const RENEWABLE: readonly UnusableLinkState[] = ['expired', 'cancelled'];

/**
 * A patient holding an expired or cancelled link asks the clinic for a new one. The clinic hears
 * at most once a day per link (bell, and e-mail for those who chose one); a repeat within the day
 * is answered kindly and tells nobody. A completed link has nothing to renew (409).
 */
export async function requestRenewal(opts: {
  db: Db;
  token: string;
  ip: string | null;
}): Promise<{ alreadyRequested: boolean; practice: string }> {
  return opts.db.transaction().execute(async (trx) => {
    const link = await goneLink(trx, opts.token);
    // An older message's URL: its newest link works, and can be sent again (send-again.ts).
    if (link.state === 'replaced')
      throw new AppError('conflict', linkStateMessages.renewalReplaced);
    if (!RENEWABLE.includes(link.state)) {
      throw new AppError('conflict', linkStateMessages.renewalSubmitted);
    }
    const actor = { ...anonymous(opts.ip), companyId: link.companyId };
    const audit = { targetType: 'form_link', targetId: link.linkId } as const;
    const practice = link.link.practice.name;
    if (askedRecently(link.renewalRequestedAt)) {
      await writeAudit(trx, actor, {
        action: 'patient_link.renewal_requested',
        ...audit,
        details: { state: link.state, already_requested: true },
      });
      return { alreadyRequested: true, practice };
    }
    await trx
      .updateTable('form_links')
      .set({ renewal_requested_at: sql<Date>`now()` })
      .where('id', '=', link.linkId)
      .execute();
    await writeAudit(trx, actor, {
      action: 'patient_link.renewal_requested',
      ...audit,
      details: { state: link.state, already_requested: false },
    });
    // The clinic is told by the event's handler (jobs/link-renewal-requested.ts), once per day.
    await recordEvent(trx, renewalRequested, `${link.linkId}@${new Date().toISOString()}`, {
      link_id: link.linkId,
      company_id: link.companyId,
      title: await linkTitle(trx, link),
    });
    return { alreadyRequested: false, practice };
  });
}
