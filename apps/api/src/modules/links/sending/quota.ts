import { sendingMessages } from '@paperless/core';
import { sql } from 'kysely';
import type { DbExecutor } from '../../../db/database.js';
import { AppError } from '../../../lib/errors.js';

/**
 * A daily limit on the messages a clinic sends (Security II), so a self-signed-up clinic cannot
 * relay spam through us. It scales with the plan: a few messages per monthly encounter (an
 * encounter may need an e-mail, an SMS and a resend), never under a floor that covers a busy
 * day of a small plan; a clinic on a free trial gets the least until its first payment.
 * docs/decisions.md says why.
 */
export const SENDS_PER_PLAN_ENCOUNTER = 3;
export const DAILY_SENDS_FLOOR = 200;
export const TRIAL_DAILY_SENDS = 50;

export function dailySendLimit(plan: { encounters: number | null; trial: boolean }): number {
  if (plan.trial) return TRIAL_DAILY_SENDS;
  return Math.max(DAILY_SENDS_FLOOR, SENDS_PER_PLAN_ENCOUNTER * (plan.encounters ?? 0));
}

/**
 * Counts `count` messages against the clinic's quota of today (UTC), in the caller's
 * transaction, or refuses with 429 naming the limit. The count lives in the database
 * (company_send_days), so every instance agrees; the upsert locks the clinic's row of the day
 * until the send commits, so two concurrent sends cannot both pass, and a refused or failed
 * send rolls its count back with everything else.
 */
export async function takeSendQuota(
  trx: DbExecutor,
  companyId: number,
  count: number,
): Promise<void> {
  const plan = await trx
    .selectFrom('companies as c')
    .leftJoin('plans as p', 'p.id', 'c.plan_id')
    .select((eb) => [
      'p.encounter',
      // Security III: a clinic that began on a trial keeps the trial's limit until it has paid
      // once; a trial that ends with a card on file turns Active/Paid before its first charge.
      eb
        .exists(
          eb
            .selectFrom('subscriptions as s')
            .select('s.id')
            .whereRef('s.company_id', '=', 'c.id')
            .where((w) =>
              w.or([
                w('s.status', '=', 'trial'),
                w.and([
                  w('s.trial_ends_at', 'is not', null),
                  w.not(
                    w.exists(
                      w
                        .selectFrom('invoices as i')
                        .select('i.id')
                        .whereRef('i.company_id', '=', 'c.id')
                        .where('i.status', '=', 'paid'),
                    ),
                  ),
                ]),
              ]),
            ),
        )
        .as('trial'),
    ])
    .where('c.id', '=', companyId)
    .executeTakeFirstOrThrow();
  const limit = dailySendLimit({ encounters: plan.encounter, trial: Boolean(plan.trial) });
  const today = await trx
    .insertInto('company_send_days')
    .values({
      company_id: companyId,
      day: sql<Date>`(now() at time zone 'utc')::date`,
      sent: count,
    })
    .onConflict((oc) =>
      oc
        .columns(['company_id', 'day'])
        .doUpdateSet({ sent: sql<number>`company_send_days.sent + excluded.sent` }),
    )
    .returning('sent')
    .executeTakeFirstOrThrow();
  if (today.sent > limit) {
    throw new AppError('too_many_requests', sendingMessages.dailyLimitReached(limit));
  }
}
