import type { DbExecutor } from '../../db/database.js';

export const TRIAL_DAYS = 14;

/** Decision 16: a client made by staff starts Active/Trial for 14 days, no card needed. */
export async function startTrial(db: DbExecutor, companyId: number, planId: number) {
  const now = new Date();
  const trialEnd = new Date(now.getTime() + TRIAL_DAYS * 86_400_000);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  await db
    .insertInto('subscriptions')
    .values({
      company_id: companyId,
      plan_id: planId,
      status: 'trial',
      trial_ends_at: trialEnd,
      current_period_start: day(now),
      current_period_end: day(trialEnd),
      next_payment_at: day(trialEnd),
    })
    .execute();
}

/**
 * What an activated company's subscription becomes: still in trial if the trial runs,
 * pending if its last invoice is unpaid, else paid.
 */
export async function reactivatedStatus(db: DbExecutor, companyId: number) {
  const sub = await db
    .selectFrom('subscriptions')
    .select('trial_ends_at')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (sub?.trial_ends_at && sub.trial_ends_at > new Date()) return 'trial' as const;
  const last = await db
    .selectFrom('invoices')
    .select('status')
    .where('company_id', '=', companyId)
    .orderBy('period_start', 'desc')
    .limit(1)
    .executeTakeFirst();
  return last && last.status !== 'paid' ? ('pending' as const) : ('paid' as const);
}
