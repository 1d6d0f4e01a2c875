import { ROLE } from '@paperless/core';
import { sql } from 'kysely';
import type { DbExecutor } from '../../../db/database.js';
import { writeAudit, type AuditActor } from '../../../lib/audit.js';
import { monthAt } from '../finance/periods.js';
import { queueBillingNotice } from '../clinic/receipts.js';

/**
 * What a charge's answer does to the invoice and the subscription (decision 16), shared by the
 * billing run and Stripe's webhooks. Each function runs inside the caller's transaction and is
 * safe to call twice with the same answer.
 */

export const GRACE_DAYS = 7;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The billing run and webhooks act as the system, not as a signed-in user. */
export const systemActor = (companyId: number | null, ip: string | null = null): AuditActor => ({
  userId: null,
  role: 'system',
  companyId,
  ip,
});

interface SettledInvoice {
  id: number;
  company_id: number;
  number: string;
  amount: string;
  period_start: Date;
}

async function invoiceForUpdate(db: DbExecutor, invoiceId: number) {
  return db
    .selectFrom('invoices')
    .select(['id', 'company_id', 'number', 'amount', 'period_start', 'status', 'payment_reference'])
    .where('id', '=', invoiceId)
    .forUpdate()
    .executeTakeFirst();
}

/** Paid: the invoice records when and how; the subscription is paid once nothing is owed. */
export async function settlePaid(
  db: DbExecutor,
  invoiceId: number,
  reference: string,
  options: { now: Date; source: 'run' | 'webhook' | 'pay_now'; ip?: string | null },
): Promise<boolean> {
  const invoice = await invoiceForUpdate(db, invoiceId);
  if (!invoice || invoice.status === 'paid' || invoice.status === 'void') return false;
  await db
    .updateTable('invoices')
    .set({
      status: 'paid',
      paid_at: options.now,
      payment_reference: reference,
      failure_reason: null,
      charge_locked_until: null,
    })
    .where('id', '=', invoice.id)
    .execute();
  await refreshAfterPayment(db, invoice);
  // Issue 20: the clinic's receipt, owed exactly when this settlement commits.
  await queueBillingNotice(db, invoice.id, { kind: 'paid' });
  await writeAudit(db, systemActor(invoice.company_id, options.ip ?? null), {
    action: 'billing.charge',
    targetType: 'invoice',
    targetId: invoice.id,
    details: { result: 'paid', source: options.source, reference, amount: Number(invoice.amount) },
  });
  return true;
}

async function refreshAfterPayment(db: DbExecutor, invoice: SettledInvoice): Promise<void> {
  const owing = await db
    .selectFrom('invoices')
    .select('id')
    .where('company_id', '=', invoice.company_id)
    .where('status', 'in', ['pending', 'failed'])
    .executeTakeFirst();
  const latest = await db
    .selectFrom('invoices')
    .select(sql<string>`max(period_start)::text`.as('start'))
    .where('company_id', '=', invoice.company_id)
    .where('status', '<>', 'void')
    .executeTakeFirstOrThrow();
  // The month after the latest billed one is running; it is charged on the 1st after it.
  const billed = new Date(`${latest.start ?? day(invoice.period_start)}T00:00:00Z`);
  const running = monthAt(billed, 1);
  await db
    .updateTable('subscriptions')
    .set({
      ...(owing ? {} : { status: 'paid' as const }),
      current_period_start: running.start,
      current_period_end: running.end,
      next_payment_at: day(running.until),
      updated_at: new Date(),
    })
    .where('company_id', '=', invoice.company_id)
    .execute();
}

/**
 * Declined: the invoice is failed with the reason, the subscription pending (its grace runs
 * from the due date) unless already suspended, and provider staff get a bell notification.
 */
export async function settleDeclined(
  db: DbExecutor,
  invoiceId: number,
  failure: { reason: string; reference: string | null },
  options: { source: 'run' | 'webhook' | 'pay_now'; ip?: string | null },
): Promise<boolean> {
  const invoice = await invoiceForUpdate(db, invoiceId);
  if (!invoice || invoice.status === 'paid' || invoice.status === 'void') return false;
  // Stripe's webhook repeats what the run already recorded: nothing new to say.
  if (invoice.status === 'failed' && invoice.payment_reference === failure.reference) return false;
  await db
    .updateTable('invoices')
    .set({
      status: 'failed',
      failure_reason: failure.reason.slice(0, 500),
      payment_reference: failure.reference,
      charge_locked_until: null,
    })
    .where('id', '=', invoice.id)
    .execute();
  await db
    .updateTable('subscriptions')
    .set({ status: 'pending', updated_at: new Date() })
    .where('company_id', '=', invoice.company_id)
    .where('status', '<>', 'suspended')
    .execute();
  const company = await db
    .selectFrom('companies')
    .select(['name', 'reference_id'])
    .where('id', '=', invoice.company_id)
    .executeTakeFirstOrThrow();
  await queueBillingNotice(db, invoice.id, { kind: 'declined', reason: failure.reason });
  await notifyStaff(db, company, {
    title: `Payment failed: ${company.name}`,
    body: `Invoice ${invoice.number} ($${Number(invoice.amount).toFixed(2)}) was not paid: ${failure.reason}`,
  });
  await writeAudit(db, systemActor(invoice.company_id, options.ip ?? null), {
    action: 'billing.charge',
    outcome: 'failure',
    targetType: 'invoice',
    targetId: invoice.id,
    details: { result: 'declined', source: options.source, reason: failure.reason },
  });
  return true;
}

/**
 * The bell of every live provider user who may see finance for this company: a Sales Person
 * only for their own clients (decision 3), so no one learns of another's client this way.
 */
async function notifyStaff(
  db: DbExecutor,
  company: { reference_id: number | null },
  message: { title: string; body: string },
): Promise<void> {
  const staff = await db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select('u.id')
    .where('u.deleted_at', 'is', null)
    .where('r.kind', '=', 'provider')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('role_permissions as rp')
          .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
          .select('rp.role_id')
          .whereRef('rp.role_id', '=', 'u.role_id')
          .where('p.key', 'in', ['view_finance', 'manage_finance']),
      ),
    )
    .where((eb) =>
      eb.or([eb('r.name', '<>', ROLE.salesPerson), eb('u.id', '=', company.reference_id ?? -1)]),
    )
    .execute();
  if (staff.length === 0) return;
  await db
    .insertInto('notifications')
    .values(staff.map((s) => ({ user_id: s.id, ...message })))
    .execute();
}

/**
 * The status sweep: a subscription with an invoice still unpaid 7 days after its due date is
 * suspended. Returns the companies it suspended.
 */
export async function sweepStatuses(db: DbExecutor, now: Date): Promise<number[]> {
  const graceStart = day(new Date(now.getTime() - GRACE_DAYS * 86_400_000));
  const rows = await db
    .updateTable('subscriptions')
    .set({ status: 'suspended', updated_at: now })
    .where('status', '<>', 'suspended')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('invoices as i')
          .select('i.id')
          .whereRef('i.company_id', '=', 'subscriptions.company_id')
          .where('i.status', 'in', ['pending', 'failed'])
          .where('i.due_at', '<', sql<Date>`${graceStart}::date`),
      ),
    )
    .returning('company_id')
    .execute();
  for (const row of rows)
    await writeAudit(db, systemActor(row.company_id), {
      action: 'billing.subscription.suspend',
      targetType: 'company',
      targetId: row.company_id,
      details: { reason: `unpaid ${GRACE_DAYS} days after the due date` },
    });
  return rows.map((r) => r.company_id);
}
