import { localDateOf, startOfLocalDay, utcToWallTime } from '@paperless/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Cipher } from '../../lib/crypto.js';
import { enqueueEmail } from '../../lib/outbox/enqueue.js';
import { digestEmail } from './mail.js';

/** The summary goes out from this hour of the clinic's morning, before the front desk opens. */
export const DIGEST_HOUR = 7;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

interface DigestUser {
  id: number;
  email: string;
  companyId: number;
  practice: string;
}

/**
 * One pass of the daily digest, as if the clock read `now`: every live clinic user who chose
 * 'digest', whose clinic's morning (07:00 local) has come and who has had no digest since its
 * day began, is told how many of the clinic's links were completed since their last digest (the
 * last 24 hours for a first one); nothing is sent when there were none. Either way the user's
 * digest_sent_through moves to `now`, so each user is considered once per local day. Safe with
 * several app instances: each user's row is claimed with FOR UPDATE SKIP LOCKED and re-checked
 * under the lock, so a digest is never sent twice.
 */
export async function runDigestPass(opts: {
  db: Db;
  cipher: Cipher;
  appUrl: string;
  now?: Date;
}): Promise<{ sent: number }> {
  const now = opts.now ?? new Date();
  let sent = 0;
  for (const user of await dueUsers(opts.db, now)) {
    if (await sendDigest(opts, user, now)) sent += 1;
  }
  return { sent };
}

/** Where the local day of `now` began in the clinic's zone, once its digest hour has come. */
function dayStartIfDue(now: Date, timeZone: string): Date | undefined {
  if (utcToWallTime(now, timeZone).hour < DIGEST_HOUR) return undefined;
  return startOfLocalDay(localDateOf(now, timeZone), timeZone);
}

/**
 * The users whose digest is due. SQL narrows by what holds in every zone (a local 07:00 is at
 * least 7 hours into the day, so a digest since then rules the user out); the zone's own
 * morning and day start are checked here with core's time-zone helpers.
 */
async function dueUsers(db: Db, now: Date): Promise<(DigestUser & { dayStart: Date })[]> {
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select(['u.id', 'u.email', 'u.company_id', 'u.digest_sent_through', 'c.name', 'c.time_zone'])
    .where('u.completion_email', '=', 'digest')
    .where('u.deleted_at', 'is', null)
    .where('c.deleted_at', 'is', null)
    .where('c.status', '=', 1)
    .where((eb) =>
      eb.or([
        eb('u.digest_sent_through', 'is', null),
        eb('u.digest_sent_through', '<', new Date(now.getTime() - DIGEST_HOUR * HOUR)),
      ]),
    )
    .orderBy('u.id')
    .execute();
  return rows.flatMap((r) => {
    const dayStart = dayStartIfDue(now, r.time_zone);
    if (!dayStart) return [];
    if (r.digest_sent_through && r.digest_sent_through >= dayStart) return [];
    return [{ id: r.id, email: r.email, companyId: r.company_id!, practice: r.name, dayStart }];
  });
}

/** Claims one user's digest for today and queues it; false when another pass has it or did it. */
async function sendDigest(
  opts: { db: Db; cipher: Cipher; appUrl: string },
  user: DigestUser & { dayStart: Date },
  now: Date,
): Promise<boolean> {
  return opts.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .selectFrom('users')
      .select(['digest_sent_through', 'created_at'])
      .where('id', '=', user.id)
      .where('completion_email', '=', 'digest')
      .where('deleted_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb('digest_sent_through', 'is', null),
          eb('digest_sent_through', '<', user.dayStart),
        ]),
      )
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!claimed) return false;
    // A first digest covers the last day, but never what happened before the user existed:
    // a colleague added this afternoon gets no summary of the morning.
    const since =
      claimed.digest_sent_through ??
      new Date(Math.max(now.getTime() - DAY, claimed.created_at.getTime()));
    const completed = await trx
      .selectFrom('form_links')
      .select(sql<string>`count(*)`.as('n'))
      .where('company_id', '=', user.companyId)
      .where('submitted_at', '>', since)
      .where('submitted_at', '<=', now)
      .executeTakeFirstOrThrow();
    const count = Number(completed.n);
    if (count > 0) {
      const message = digestEmail({ count, practice: user.practice, appUrl: opts.appUrl });
      await enqueueEmail(trx, opts.cipher, { to: user.email, ...message });
    }
    await trx
      .updateTable('users')
      .set({ digest_sent_through: now })
      .where('id', '=', user.id)
      .execute();
    return count > 0;
  });
}
