import {
  PLAN_TYPE_LABELS,
  SUBSCRIPTION_LABELS,
  transactionStatusOf,
  type TransactionListResponse,
  type SubscriptionStatus,
  type TransactionQuery,
} from '@paperless/core';
import { sql, type SqlBool } from 'kysely';
import type { DbExecutor } from '../../../db/database.js';
import type { AuthContext } from '../../../lib/sessions.js';
import { money } from './periods.js';
import { effectiveStatus, selectBillingRows } from './queries.js';

const SUBSCRIPTION_STATUSES = Object.keys(SUBSCRIPTION_LABELS) as SubscriptionStatus[];

/** Transaction History rows: every client the caller may see, with its billing dates. */
function selectTransactionRows(
  db: DbExecutor,
  auth: AuthContext,
  options: { referenceId?: number | undefined; now: Date },
) {
  return selectBillingRows(db, auth, options).select([
    sql<string | null>`s.next_payment_at::text`.as('next_payment_date'),
    sql<string | null>`(select to_char(max(i.paid_at) at time zone 'UTC', 'YYYY-MM-DD')
      from invoices i where i.company_id = c.id and i.status = 'paid')`.as('last_payment_date'),
    sql<number | null>`(select i.id from invoices i where i.company_id = c.id
      and i.status <> 'void' order by i.period_start desc, i.id desc limit 1)`.as('invoice_id'),
    // The words the table shows (decision 16's), so the search finds what the user reads:
    // "paid" finds Active/Paid, "active" every active client.
    sql<string>`(case ${effectiveStatus} ${sql.join(
      SUBSCRIPTION_STATUSES.map(
        (status) => sql`when ${status} then ${SUBSCRIPTION_LABELS[status]}`,
      ),
      sql` `,
    )} end)`.as('status_word'),
    sql<string>`(case when coalesce(p.on_demand, false) then ${PLAN_TYPE_LABELS.custom}
      else ${PLAN_TYPE_LABELS.standard} end)`.as('plan_type'),
  ]);
}

/**
 * The Transaction History search (spec): containment, case-insensitive, on client name, plan
 * name and type, the dates (as stored and as shown, MM/DD/YYYY) and the status word; an exact
 * match on last month's encounters and amount. Works on the derived table `t`.
 */
function matchesSearch(term: string) {
  const needle = `%${term.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const number = /^\d+(\.\d+)?$/.test(term) ? Number(term) : null;
  const shownDate = (column: string) =>
    sql`coalesce(to_char(${sql.ref(column)}::date, 'MM/DD/YYYY'), '')`;
  return sql<SqlBool>`(
    lower(t.name) like ${needle}
    or lower(t.plan_name) like ${needle}
    or lower(t.plan_type) like ${needle}
    or lower(t.status_word) like ${needle}
    or coalesce(t.next_payment_date, '') like ${needle}
    or coalesce(t.last_payment_date, '') like ${needle}
    or ${shownDate('t.next_payment_date')} like ${needle}
    or ${shownDate('t.last_payment_date')} like ${needle}
    ${number !== null && Number.isInteger(number) ? sql`or t.last_month_encounters = ${number}` : sql``}
    ${number !== null ? sql`or round(t.last_month_amount::numeric, 2) = ${number}` : sql``}
  )`;
}

export async function listTransactions(
  db: DbExecutor,
  auth: AuthContext,
  query: TransactionQuery,
  now = new Date(),
): Promise<TransactionListResponse> {
  const rows = selectTransactionRows(db, auth, { referenceId: query.reference_id, now });
  let base = db.selectFrom(rows.as('t'));
  if (query.search) base = base.where(matchesSearch(query.search));
  const [page, count] = await Promise.all([
    base
      .selectAll()
      .orderBy(sql`lower(t.name)`)
      .orderBy('t.id')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    data: page.map((row) => ({
      id: row.id,
      company: { id: row.id, name: row.name },
      subscription: { plan: { name: row.plan_name, on_demand: row.on_demand } },
      planType: row.on_demand ? PLAN_TYPE_LABELS.custom : PLAN_TYPE_LABELS.standard,
      nextPaymentDate: row.next_payment_date,
      lastPaymentDate: row.last_payment_date,
      lastMonthEncounters: row.last_month_encounters,
      lastMonthPayAmount: money(row.last_month_amount),
      status: transactionStatusOf(row.status),
      invoiceId: row.invoice_id,
    })),
    total: count.n,
    page: query.page,
    per_page: query.per_page,
  };
}
