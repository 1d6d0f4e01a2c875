import {
  SUBSCRIPTION_FILTERS,
  SUBSCRIPTION_LABELS,
  statusesForFilter,
  type CompanySubscription,
  type SubscriptionFilter,
  type SubscriptionQuery,
  type SubscriptionStatus,
} from '@paperless/core';
import { sql } from 'kysely';
import type { DbExecutor } from '../../../db/database.js';
import type { AuthContext } from '../../../lib/sessions.js';
import { money } from './periods.js';
import { effectiveStatus, statusIn } from './queries.js';
import { financeCompanies } from './scope.js';

function selectSubscriptions(db: DbExecutor, auth: AuthContext, referenceId?: number | undefined) {
  return financeCompanies(db, auth, { referenceId })
    .innerJoin('subscriptions as s', 's.company_id', 'c.id')
    .innerJoin('plans as p', 'p.id', 's.plan_id')
    .select([
      's.id',
      effectiveStatus.as('status'),
      's.trial_ends_at',
      sql<string>`s.current_period_start::text`.as('current_period_start'),
      sql<string>`s.current_period_end::text`.as('current_period_end'),
      sql<string | null>`s.next_payment_at::text`.as('next_payment_at'),
      'c.id as company_id',
      'c.name as company_name',
      'p.id as plan_id',
      'p.name as plan_name',
      'p.encounter as plan_encounter',
      sql<number>`p.price::float8`.as('plan_price'),
      sql<number | null>`p.overage_cost::float8`.as('plan_overage'),
      'p.on_demand as plan_on_demand',
    ]);
}

type SubscriptionRow = Awaited<
  ReturnType<ReturnType<typeof selectSubscriptions>['executeTakeFirstOrThrow']>
>;

function toSubscription(row: SubscriptionRow): CompanySubscription {
  return {
    id: row.id,
    status: row.status,
    label: SUBSCRIPTION_LABELS[row.status],
    trial_ends_at: row.trial_ends_at?.toISOString().slice(0, 10) ?? null,
    current_period_start: row.current_period_start,
    current_period_end: row.current_period_end,
    next_payment_at: row.next_payment_at,
    company: { id: row.company_id, name: row.company_name },
    plan: {
      id: row.plan_id,
      name: row.plan_name,
      encounter: row.plan_encounter,
      price: money(row.plan_price),
      overage_cost: row.plan_overage === null ? null : money(row.plan_overage),
      on_demand: row.plan_on_demand,
    },
  };
}

function statusesOf(status: SubscriptionQuery['status']): SubscriptionStatus[] {
  if (status === undefined) return statusesForFilter('All');
  if ((SUBSCRIPTION_FILTERS as readonly string[]).includes(status))
    return statusesForFilter(status as SubscriptionFilter);
  return [status as SubscriptionStatus];
}

/** Subscriptions of the clients the caller may see, by client name. */
export async function listSubscriptions(
  db: DbExecutor,
  auth: AuthContext,
  query: SubscriptionQuery,
): Promise<CompanySubscription[]> {
  const rows = await selectSubscriptions(db, auth, query.reference_id)
    .where(statusIn(statusesOf(query.status)))
    .orderBy(sql`lower(c.name)`)
    .orderBy('c.id')
    .execute();
  return rows.map(toSubscription);
}

/** One company's subscription, or null when it has none; the company must be in scope. */
export async function getCompanySubscription(
  db: DbExecutor,
  auth: AuthContext,
  companyId: number,
): Promise<CompanySubscription | null> {
  const row = await selectSubscriptions(db, auth).where('c.id', '=', companyId).executeTakeFirst();
  return row ? toSubscription(row) : null;
}
