import { linkStateMessages, type UnusableLinkState } from '@paperless/core';
import { sql } from 'kysely';
import type { Db, DbExecutor } from '../../db/database.js';
import { anonymous, writeAudit } from '../../lib/audit.js';
import type { Cipher } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { notifyClinicUsers, type ClinicNotice } from '../notifications/clinic-notice.js';
import { ACTIVITY_PATH } from '../notifications/mail.js';
import { askedRecently, LinkGone } from './link-state.js';
import { findLiveLink, linkTitle, unavailable } from './lookup.js';

/**
 * What the clinic's staff are told when a patient asks for a new link: the form or bucket and
 * the practice, never the patient (the link's patient name stays in Activity, behind sign-in).
 */
export function renewalNotice(opts: {
  title: string;
  practice: string;
  appUrl: string | undefined;
}): ClinicNotice {
  const m = linkStateMessages;
  const where = opts.appUrl
    ? `Open Activity to resend or extend the link:\n${opts.appUrl}${ACTIVITY_PATH}`
    : 'Sign in to the portal and open Activity to resend or extend the link.';
  return {
    title: m.noticeTitle,
    body: m.noticeBody(opts.title),
    linkPath: ACTIVITY_PATH,
    email: {
      subject: `${m.noticeTitle}: ${opts.title}`,
      text: [
        'Hello,',
        '',
        `A patient whose link to ${opts.title} for ${opts.practice} expired or was cancelled ` +
          'asked for a new one.',
        where,
        '',
        'You get this e-mail because you chose an e-mail for each completed link.',
        'You can change this in Settings.',
      ].join('\n'),
    },
  };
}

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
  cipher: Cipher;
  token: string;
  ip: string | null;
  appUrl?: string | undefined;
}): Promise<{ alreadyRequested: boolean; practice: string }> {
  return opts.db.transaction().execute(async (trx) => {
    const link = await goneLink(trx, opts.token);
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
    const title = await linkTitle(trx, link);
    const told = await notifyClinicUsers(
      trx,
      opts.cipher,
      link.companyId,
      renewalNotice({ title, practice, appUrl: opts.appUrl }),
    );
    await writeAudit(trx, actor, {
      action: 'patient_link.renewal_requested',
      ...audit,
      details: {
        state: link.state,
        already_requested: false,
        notified_users: told.notified,
        emailed_users: told.emailed,
      },
    });
    return { alreadyRequested: false, practice };
  });
}
