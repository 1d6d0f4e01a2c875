import { sql, type SqlBool } from 'kysely';
import type { Db, DbExecutor } from '../../../db/database.js';
import type { SubscriptionStatus } from '../../../db/schema.js';
import { writeAudit } from '../../../lib/audit.js';
import { isUniqueViolation } from '../../../lib/unique-violation.js';
import type { Month } from '../finance/periods.js';
import { invoiceAmounts, invoiceNumber } from './amounts.js';
import { systemActor } from './settle.js';

const day = (date: Date) => date.toISOString().slice(0, 10);

export type IssueResult =
  | { kind: 'issued'; invoiceId: number; encounters: number; amount: number }
  | { kind: 'skipped'; reason: 'trial' | 'already invoiced' };

/**
 * Live, active companies with a subscription that were there before the month ended and have
 * no invoice for it yet. A subscription suspended for non-payment is still billed (what it owes
 * accrues, and every month is billed the same whatever the order of runs and payments); only
 * staff deactivation (company status 0) stops billing.
 */
function companiesToInvoice(db: DbExecutor, month: Month) {
  return (
    db
      .selectFrom('companies as c')
      .innerJoin('subscriptions as s', 's.company_id', 'c.id')
      // The plan at invoice time is the company's (the client form's); the subscription's is
      // a fallback for a company without one.
      .innerJoin('plans as p', (join) =>
        join.on(sql<SqlBool>`p.id = coalesce(c.plan_id, s.plan_id)`),
      )
      .select([
        'c.id as company_id',
        'c.name',
        's.id as subscription_id',
        's.trial_ends_at',
        'p.id as plan_id',
        'p.name as plan_name',
        'p.encounter',
        sql<number>`p.price::float8`.as('price'),
        sql<number | null>`p.overage_cost::float8`.as('overage_cost'),
      ])
      .where('c.deleted_at', 'is', null)
      .where('c.status', '=', 1)
      .where('c.created_at', '<', month.until)
      .where('s.created_at', '<', month.until)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('invoices as i')
              .select('i.id')
              .whereRef('i.company_id', '=', 'c.id')
              .where('i.period_start', '=', sql<Date>`${month.start}::date`)
              .where('i.status', '<>', 'void'),
          ),
        ),
      )
      .orderBy('c.id')
  );
}

type Candidate = Awaited<ReturnType<ReturnType<typeof companiesToInvoice>['execute']>>[number];

/** The first free number: a voided invoice of the month keeps its own. */
async function freeNumber(db: DbExecutor, base: string): Promise<string> {
  const taken = await db
    .selectFrom('invoices')
    .select('number')
    .where((eb) => eb.or([eb('number', '=', base), eb('number', 'like', `${base}-%`)]))
    .execute();
  const used = new Set(taken.map((t) => t.number));
  let number = base;
  for (let n = 2; used.has(number); n++) number = `${base}-${n}`;
  return number;
}

/**
 * One company's invoice for the month. Two runs at once (two instances) can both find the
 * month's number free and insert together; the unique index on the number then refuses the
 * later one, which tries again seeing the first one's invoice (and so leaves the month alone).
 */
async function issueOne(db: Db, company: Candidate, month: Month, now: Date): Promise<IssueResult> {
  // Decision: a trial is never prorated. A month that ends inside the trial is not billed; the
  // month in which the trial ends is billed in full, like every month after it.
  if (company.trial_ends_at && company.trial_ends_at >= month.until)
    return { kind: 'skipped', reason: 'trial' };
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertInvoice(db, company, month, now);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt === 3) throw error;
    }
  }
}

/** The invoice, in one transaction with its audit row; skipped when the month has one. */
function insertInvoice(db: Db, company: Candidate, month: Month, now: Date): Promise<IssueResult> {
  return db.transaction().execute(async (trx) => {
    const counted = await trx
      .selectFrom('encounters')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('company_id', '=', company.company_id)
      .where('completed_at', '>=', month.from)
      .where('completed_at', '<', month.until)
      .executeTakeFirstOrThrow();
    const amounts = invoiceAmounts(
      {
        name: company.plan_name,
        price: company.price,
        encounter: company.encounter,
        overageCost: company.overage_cost,
      },
      counted.count,
    );
    const free = amounts.amountCents === 0;
    const row = await trx
      .insertInto('invoices')
      .values({
        company_id: company.company_id,
        subscription_id: company.subscription_id,
        plan_id: company.plan_id,
        number: await freeNumber(trx, invoiceNumber(month.key, company.company_id)),
        period_start: month.start,
        period_end: month.end,
        encounters: counted.count,
        plan_price: amounts.planPrice,
        overage_amount: amounts.overageAmount,
        amount: amounts.amount,
        line_items: JSON.stringify(amounts.lines),
        // Nothing to charge (a free plan): settled at once.
        status: free ? 'paid' : 'pending',
        paid_at: free ? now : null,
        payment_reference: free ? 'no-charge' : null,
        due_at: day(now),
      })
      // The unique index is the last word: a concurrent run that got here first wins.
      .onConflict((oc) =>
        oc.columns(['company_id', 'period_start']).where('status', '<>', 'void').doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (!row) return { kind: 'skipped', reason: 'already invoiced' } as const;
    await trx
      .updateTable('subscriptions')
      .set({
        plan_id: company.plan_id,
        // Until the charge answers the month is owed (Active/Pending); suspended stays so.
        status: free
          ? sql<SubscriptionStatus>`status`
          : sql<SubscriptionStatus>`case when status = 'suspended' then 'suspended' else 'pending' end`,
        updated_at: now,
      })
      .where('id', '=', company.subscription_id)
      .execute();
    await writeAudit(trx, systemActor(company.company_id), {
      action: 'billing.invoice.create',
      targetType: 'invoice',
      targetId: row.id,
      details: {
        month: month.key,
        plan_id: company.plan_id,
        encounters: counted.count,
        amount: amounts.amount,
      },
    });
    return {
      kind: 'issued',
      invoiceId: row.id,
      encounters: counted.count,
      amount: amounts.amount,
    } as const;
  });
}

/** Every missing invoice of the month; a company already invoiced is left alone. */
export async function issueInvoices(
  db: Db,
  month: Month,
  now: Date,
): Promise<{ companyId: number; name: string; result: IssueResult }[]> {
  const candidates = await companiesToInvoice(db, month).execute();
  const results = [];
  for (const company of candidates)
    results.push({
      companyId: company.company_id,
      name: company.name,
      result: await issueOne(db, company, month, now),
    });
  return results;
}
