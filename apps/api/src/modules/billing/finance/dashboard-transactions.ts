import {
  ROLE,
  SUBSCRIPTION_LABELS,
  statusesForFilter,
  type DashboardTransaction,
  type DashboardTransactionListResponse,
  type DashboardTransactionQuery,
  type SubscriptionFilter,
  type SubscriptionStatus,
} from '@paperless/core';
import { sql, type SqlBool } from 'kysely';
import type { DbExecutor } from '../../../db/database.js';
import type { AuthContext } from '../../../lib/sessions.js';
import { money } from './periods.js';
import { selectBillingRows, statusIn } from './queries.js';
import { financeCompanies } from './scope.js';

/** The number a search term names, as the table shows money ('$1,234.50' → 1234.5). */
export function amountOf(term: string): number | null {
  const cleaned = term.replace(/[$,\s]/g, '');
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : null;
}

/**
 * The Transaction History search (spec): case-insensitive containment on client name, plan
 * name and status label; an exact match on the pay amount, the encounters and the id. Needs
 * the billing rows as `b`.
 */
function matchesSearch(term: string) {
  const lower = term.toLowerCase();
  const needle = `%${lower.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  // The label is derived from the status, so containment on it is a set of statuses.
  const statuses = (Object.keys(SUBSCRIPTION_LABELS) as SubscriptionStatus[]).filter((status) =>
    SUBSCRIPTION_LABELS[status].toLowerCase().includes(lower),
  );
  const number = amountOf(lower);
  const whole = number !== null && Number.isInteger(number) && number <= 2_147_483_647;
  return sql<SqlBool>`(lower(b.name) like ${needle} or lower(b.plan_name) like ${needle}
    ${statuses.length ? sql`or b.status in (${sql.join(statuses)})` : sql``}
    ${number !== null ? sql`or b.last_month_amount = ${number}` : sql``}
    ${whole ? sql`or b.last_month_encounters = ${number} or b.id = ${number}` : sql``})`;
}

export function toTransaction(row: {
  id: number;
  name: string;
  plan_name: string;
  last_month_encounters: number;
  last_month_amount: number;
  status: SubscriptionStatus;
}): DashboardTransaction {
  return {
    id: row.id,
    clientName: row.name,
    planName: row.plan_name,
    lastMonthEncounters: row.last_month_encounters,
    lastMonthPayAmount: money(row.last_month_amount),
    status: SUBSCRIPTION_LABELS[row.status],
  };
}

/**
 * The ids of one page of clients by name, read by walking `companies_live_name` (or
 * `companies_reference_name`) and stopping after the page: the last-month figures are then
 * computed for these rows only, not for every client before a sort.
 */
function pageOfClients(
  db: DbExecutor,
  auth: AuthContext,
  filter: SubscriptionFilter,
  page: { limit: number; offset: number },
) {
  let query = financeCompanies(db, auth).select('c.id');
  // 'All' takes every status: no subscription needed to decide.
  if (filter !== 'All') {
    query = query
      .leftJoin('subscriptions as s', 's.company_id', 'c.id')
      .where(statusIn(statusesForFilter(filter)));
  }
  return query
    .orderBy(sql`lower(c.name)`)
    .orderBy('c.id')
    .limit(page.limit)
    .offset(page.offset);
}

/** One page of the Transaction History rows, by name (no search). */
export function selectTransactionPage(
  db: DbExecutor,
  auth: AuthContext,
  options: { filter: SubscriptionFilter; limit: number; offset: number; now: Date },
) {
  return selectBillingRows(db, auth, { now: options.now })
    .where('c.id', 'in', pageOfClients(db, auth, options.filter, options))
    .orderBy(sql`lower(c.name)`)
    .orderBy('c.id');
}

/**
 * One page of the Transaction History, by name. Without a search the page is read through the
 * name index (see pageOfClients) and, without a filter, the total is the live clients counter
 * of the dashboard rollup. A search has to compute every client's last month to compare it.
 */
export async function listDashboardTransactions(
  db: DbExecutor,
  auth: AuthContext,
  query: DashboardTransactionQuery,
  now = new Date(),
): Promise<DashboardTransactionListResponse> {
  const { page, per_page, filter } = query;
  const search = query.search?.trim() ?? '';
  const window = { limit: per_page, offset: (page - 1) * per_page };
  const searched = db
    .selectFrom(
      selectBillingRows(db, auth, { now })
        .where(statusIn(statusesForFilter(filter)))
        .select(sql<string>`lower(c.name)`.as('sort_name'))
        .as('b'),
    )
    .where(matchesSearch(search));
  const [data, total] = await Promise.all([
    search
      ? searched
          .selectAll('b')
          .orderBy('b.sort_name')
          .orderBy('b.id')
          .limit(window.limit)
          .offset(window.offset)
          .execute()
      : selectTransactionPage(db, auth, { filter, now, ...window }).execute(),
    search
      ? searched
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow()
          .then((row) => row.n)
      : filter === 'All'
        ? liveClients(db, auth)
        : financeCompanies(db, auth)
            .leftJoin('subscriptions as s', 's.company_id', 'c.id')
            .where(statusIn(statusesForFilter(filter)))
            .select(sql<number>`count(*)::int`.as('n'))
            .executeTakeFirstOrThrow()
            .then((row) => row.n),
  ]);
  return { data: data.map(toTransaction), total, page, per_page };
}

/** The rollup rows of the caller's scope: every live client (0), or a Sales Person's own. */
export function scopeMonths(db: DbExecutor, auth: AuthContext) {
  const owner = auth.user.role === ROLE.salesPerson ? auth.user.id : 0;
  return db.selectFrom('dashboard_months').where('owner_id', '=', owner);
}

async function liveClients(db: DbExecutor, auth: AuthContext): Promise<number> {
  const row = await scopeMonths(db, auth)
    .select(sql<number>`coalesce(sum(clients), 0)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}
