import {
  SUBSCRIPTION_LABELS,
  statusesForFilter,
  type DashboardChartPoint,
  type DashboardResponse,
  type SubscriptionFilter,
} from '@paperless/core';
import { sql } from 'kysely';
import type { DbExecutor } from '../../db/database.js';
import type { AuthContext } from '../../lib/sessions.js';
import { money, recentMonths } from './periods.js';
import { selectBillingRows, statusIn } from './queries.js';
import { financeCompanies } from './scope.js';

export const CHART_MONTHS = 12;

interface DashboardOptions {
  filter: SubscriptionFilter;
  /** The clock, so tests can pin the months. */
  now?: Date;
}

/**
 * The provider dashboard. The counters and the chart cover every client the caller may see;
 * the status filter narrows only the Transaction History table, so the totals stay stable
 * while staff look at one group of clients.
 */
export async function getDashboard(
  db: DbExecutor,
  auth: AuthContext,
  { filter, now = new Date() }: DashboardOptions,
): Promise<DashboardResponse> {
  const [counters, rows, chart] = await Promise.all([
    countTotals(db, auth),
    selectBillingRows(db, auth, { now })
      .where(statusIn(statusesForFilter(filter)))
      .orderBy(sql`lower(c.name)`)
      .orderBy('c.id')
      .execute(),
    monthlyChart(db, auth, now),
  ]);
  return {
    ...counters,
    transactions: rows.map((row) => ({
      id: row.id,
      clientName: row.name,
      planName: row.plan_name,
      lastMonthEncounters: row.last_month_encounters,
      lastMonthPayAmount: money(row.last_month_amount),
      status: SUBSCRIPTION_LABELS[row.status],
    })),
    chart,
  };
}

/** Distinct patients, live clients, submitted forms and paid revenue, in one statement. */
async function countTotals(db: DbExecutor, auth: AuthContext) {
  const scoped = () => financeCompanies(db, auth).select('c.id');
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('encounters')
        // A patient seen by two clinics is two patients: each clinic keeps its own records.
        .select(sql<number>`count(distinct (company_id, patient_key))::int`.as('n'))
        .where('company_id', 'in', scoped())
        .as('patients'),
      financeCompanies(db, auth)
        .select(sql<number>`count(*)::int`.as('n'))
        .as('clients'),
      eb
        .selectFrom('submissions')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('company_id', 'in', scoped())
        .as('forms'),
      eb
        .selectFrom('invoices')
        .select(sql<number>`coalesce(sum(amount), 0)::float8`.as('n'))
        .where('status', '=', 'paid')
        .where('company_id', 'in', scoped())
        .as('revenue'),
    ])
    .executeTakeFirstOrThrow();
  return {
    totalPatients: row.patients ?? 0,
    total_clients: row.clients ?? 0,
    total_forms: row.forms ?? 0,
    total_revenue: money(row.revenue),
  };
}

/**
 * Paid revenue by the month it bills (an invoice's period) beside that month's encounters, for
 * the last 12 months including this one (not invoiced yet, so its revenue is 0 so far).
 */
async function monthlyChart(
  db: DbExecutor,
  auth: AuthContext,
  now: Date,
): Promise<DashboardChartPoint[]> {
  const months = recentMonths(now, CHART_MONTHS);
  const first = months[0]!;
  const scoped = () => financeCompanies(db, auth).select('c.id');
  const [revenue, encounters] = await Promise.all([
    db
      .selectFrom('invoices')
      .select([
        sql<string>`to_char(period_start, 'YYYY-MM')`.as('month'),
        sql<number>`sum(amount)::float8`.as('total'),
      ])
      .where('status', '=', 'paid')
      .where('period_start', '>=', sql<Date>`${first.start}::date`)
      .where('company_id', 'in', scoped())
      .groupBy(sql`to_char(period_start, 'YYYY-MM')`)
      .execute(),
    db
      .selectFrom('encounters')
      .select([
        sql<string>`to_char(completed_at at time zone 'UTC', 'YYYY-MM')`.as('month'),
        sql<number>`count(*)::int`.as('total'),
      ])
      .where('completed_at', '>=', first.from)
      .where('company_id', 'in', scoped())
      .groupBy(sql`to_char(completed_at at time zone 'UTC', 'YYYY-MM')`)
      .execute(),
  ]);
  const revenueBy = new Map(revenue.map((r) => [r.month, r.total]));
  const encountersBy = new Map(encounters.map((r) => [r.month, r.total]));
  return months.map(({ key }) => ({
    month: key,
    revenue: money(revenueBy.get(key)),
    encounters: encountersBy.get(key) ?? 0,
  }));
}
