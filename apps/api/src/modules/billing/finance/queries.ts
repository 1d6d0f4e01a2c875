import type { SubscriptionStatus } from '@paperless/core';
import { sql, type SqlBool } from 'kysely';
import type { DbExecutor } from '../../../db/database.js';
import type { AuthContext } from '../../../lib/sessions.js';
import { lastClosedMonth } from './periods.js';
import { financeCompanies } from './scope.js';

/**
 * A company's status as billing reads it (decision 16): a client staff deactivated is
 * suspended whatever its subscription says; a live company with no subscription row has never
 * been billed and counts as a trial. Needs `c` (companies) and `s` (subscriptions) in scope.
 */
export const effectiveStatus = sql<SubscriptionStatus>`(case when c.status <> 1
  then 'suspended' else coalesce(s.status, 'trial') end)`;

export function statusIn(statuses: readonly SubscriptionStatus[]) {
  return sql<SqlBool>`${effectiveStatus} in (${sql.join(statuses)})`;
}

/**
 * One row per company the caller may see, with what both money tables show: the plan, the
 * billing status and the last closed month. That month's encounters come from its invoice
 * when one was issued (what was billed), else from counting encounters; its amount is the
 * invoice's, 0 without one. Void invoices do not count.
 */
export function selectBillingRows(
  db: DbExecutor,
  auth: AuthContext,
  options: { referenceId?: number | undefined; now: Date },
) {
  const month = lastClosedMonth(options.now);
  return (
    financeCompanies(db, auth, { referenceId: options.referenceId })
      .leftJoin('subscriptions as s', 's.company_id', 'c.id')
      // The company's plan is the one the client form shows; the subscription's is a fallback.
      .leftJoin('plans as p', (join) =>
        join.on(sql<SqlBool>`p.id = coalesce(c.plan_id, s.plan_id)`),
      )
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('invoices as i')
            .select(['i.encounters', sql<number>`i.amount::float8`.as('amount')])
            .whereRef('i.company_id', '=', 'c.id')
            .where('i.period_start', '=', sql<Date>`${month.start}::date`)
            .where('i.status', '!=', 'void')
            .orderBy('i.id', 'desc')
            .limit(1)
            .as('lm'),
        (join) => join.onTrue(),
      )
      .select([
        'c.id',
        'c.name',
        sql<string>`coalesce(p.name, '')`.as('plan_name'),
        sql<boolean>`coalesce(p.on_demand, false)`.as('on_demand'),
        effectiveStatus.as('status'),
        // coalesce evaluates the count only when no invoice exists (index: company, completed_at).
        sql<number>`coalesce(lm.encounters, (select count(*)::int from encounters e
          where e.company_id = c.id and e.completed_at >= ${month.from}
            and e.completed_at < ${month.until}))`.as('last_month_encounters'),
        sql<number>`coalesce(lm.amount, 0)`.as('last_month_amount'),
      ])
  );
}
