import {
  type DashboardChartPoint,
  type DashboardResponse,
  type SubscriptionFilter,
} from '@paperless/core';
import { sql } from 'kysely';
import type { DbExecutor } from '../../../db/database.js';
import type { AuthContext } from '../../../lib/sessions.js';
import { money, recentMonths } from './periods.js';
import { scopeMonths, selectTransactionPage, toTransaction } from './dashboard-transactions.js';

export const CHART_MONTHS = 12;
export const TRANSACTIONS_PAGE = 25;

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
    // The first page only: the table pages and searches on the server
    // (GET /dashboard/transactions); this keeps the route's answer one bounded read.
    selectTransactionPage(db, auth, { filter, now, limit: TRANSACTIONS_PAGE, offset: 0 }).execute(),
    monthlyChart(db, auth, now),
  ]);
  return {
    ...counters,
    transactions: rows.map(toTransaction),
    chart,
  };
}

/**
 * Distinct patients, live clients, submitted forms and paid revenue: sums of the monthly
 * rollups that triggers keep exact (migration 0009), so O(months) rows, not whole tables.
 */
async function countTotals(db: DbExecutor, auth: AuthContext) {
  const row = await scopeMonths(db, auth)
    .select([
      // A patient seen by two clinics is two patients: each clinic keeps its own records.
      sql<number>`coalesce(sum(patients), 0)::int`.as('patients'),
      sql<number>`coalesce(sum(clients), 0)::int`.as('clients'),
      sql<number>`coalesce(sum(forms), 0)::int`.as('forms'),
      sql<number>`coalesce(sum(revenue), 0)::float8`.as('revenue'),
    ])
    .executeTakeFirstOrThrow();
  return {
    totalPatients: row.patients,
    total_clients: row.clients,
    total_forms: row.forms,
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
  const rows = await scopeMonths(db, auth)
    .select([
      sql<string>`to_char(month, 'YYYY-MM')`.as('month'),
      sql<number>`revenue::float8`.as('revenue'),
      'encounters',
    ])
    .where('month', '>=', sql<Date>`${months[0]!.start}::date`)
    .execute();
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return months.map(({ key }) => ({
    month: key,
    revenue: money(byMonth.get(key)?.revenue),
    encounters: byMonth.get(key)?.encounters ?? 0,
  }));
}
