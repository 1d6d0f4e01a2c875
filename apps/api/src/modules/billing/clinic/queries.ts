import type { OwedInvoice, PlanChangeRequest } from '@paperless/core';
import { sql, type SqlBool } from 'kysely';
import type { DbExecutor } from '../../../db/database.js';
import { type Month, money } from '../finance/periods.js';

/** Reads of one company's billing; every function takes the company id already scoped. */

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** The company's standing and plan: the company's plan first, as the billing run bills it. */
export async function accountOf(db: DbExecutor, companyId: number) {
  return db
    .selectFrom('companies as c')
    .leftJoin('subscriptions as s', 's.company_id', 'c.id')
    .leftJoin('plans as p', (join) => join.on(sql<SqlBool>`p.id = coalesce(c.plan_id, s.plan_id)`))
    .select([
      'c.name',
      'c.status as company_status',
      's.status as subscription_status',
      's.trial_ends_at',
      sql<string | null>`s.next_payment_at::text`.as('next_payment_at'),
      'p.id as plan_id',
      'p.name as plan_name',
      'p.encounter',
      sql<number | null>`p.price::float8`.as('price'),
      sql<number | null>`p.overage_cost::float8`.as('overage_cost'),
    ])
    .where('c.id', '=', companyId)
    .executeTakeFirstOrThrow();
}

export async function encountersIn(db: DbExecutor, companyId: number, month: Month) {
  const row = await db
    .selectFrom('encounters')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('company_id', '=', companyId)
    .where('completed_at', '>=', month.from)
    .where('completed_at', '<', month.until)
    .executeTakeFirstOrThrow();
  return row.count;
}

export function cardOf(db: DbExecutor, companyId: number) {
  return db
    .selectFrom('cards')
    .select(['id', 'card_brand', 'card_last_four', 'exp_month', 'exp_year', 'provider_ref'])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/** The oldest invoice still owed, and how many are. */
export async function owedOf(
  db: DbExecutor,
  companyId: number,
): Promise<{ owed: OwedInvoice | null; count: number }> {
  const rows = await db
    .selectFrom('invoices')
    .select([
      'id',
      'number',
      sql<number>`amount::float8`.as('amount'),
      'status',
      sql<string>`due_at::text`.as('due_at'),
      'failure_reason',
      'payment_reference',
    ])
    .where('company_id', '=', companyId)
    .where('status', 'in', ['pending', 'failed'])
    .orderBy('period_start')
    .orderBy('id')
    .execute();
  const first = rows[0];
  if (!first) return { owed: null, count: 0 };
  return {
    owed: {
      id: first.id,
      number: first.number,
      amount: money(first.amount),
      status: first.status as 'pending' | 'failed',
      due_at: first.due_at,
      failure_reason: first.status === 'failed' ? first.failure_reason : null,
      processing: first.status === 'pending' && first.payment_reference !== null,
    },
    count: rows.length,
  };
}

/** The company's open plan change request, if any. */
export async function openRequestOf(
  db: DbExecutor,
  companyId: number,
): Promise<PlanChangeRequest | null> {
  const row = await db
    .selectFrom('plan_change_requests as r')
    .leftJoin('plans as p', 'p.id', 'r.plan_id')
    .leftJoin('users as u', 'u.id', 'r.requested_by')
    .select([
      'r.id',
      'r.plan_id',
      'p.name as plan_name',
      'r.note',
      'r.created_at',
      sql<string | null>`u.first_name || ' ' || u.last_name`.as('requested_by'),
    ])
    .where('r.company_id', '=', companyId)
    .where('r.resolved_at', 'is', null)
    .orderBy('r.id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  return { ...row, id: Number(row.id), created_at: new Date(row.created_at).toISOString() };
}

export async function invoicePage(
  db: DbExecutor,
  companyId: number,
  page: number,
  perPage: number,
) {
  const base = db
    .selectFrom('invoices')
    .where('company_id', '=', companyId)
    .where('status', '<>', 'void');
  const { total } = await base
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'id',
      'number',
      sql<string>`period_start::text`.as('period_start'),
      sql<string>`period_end::text`.as('period_end'),
      'encounters',
      sql<number>`amount::float8`.as('amount'),
      'status',
      sql<string>`due_at::text`.as('due_at'),
      'paid_at',
    ])
    .orderBy('period_start', 'desc')
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return {
    total,
    rows: rows.map((r) => ({ ...r, amount: money(r.amount), paid_at: iso(r.paid_at) })),
  };
}
