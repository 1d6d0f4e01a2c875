import type { Db } from '../../src/db/database.js';
import type { SubscriptionStatus } from '../../src/db/schema.js';
import { unique } from './users.js';
import { monthOf, runBilling } from '../../src/modules/billing/run/run.js';
import type { TestApp } from '../support/app.js';
import type { Month } from '../../src/modules/billing/finance/periods.js';

/** Test data for the billing run, written straight to the tables, dated as a test needs. */

export const month = (key: string): Month => monthOf(key)!;

/** One minute into the 1st of the month after `key`: when the run for `key` happens. */
export const runTimeAfter = (key: string) => new Date(month(key).until.getTime() + 60_000);

/** The billing run for month `key`, at its usual time. */
export const billMonth = (t: TestApp, key: string) =>
  runBilling({ db: t.db, config: t.config, month: month(key), now: runTimeAfter(key) });

/** A live company, with its subscription, made long before the months the tests bill. */
export async function insertBilledCompany(
  db: Db,
  options: {
    planId: number;
    status?: SubscriptionStatus;
    trialEndsAt?: string;
    card?: string | null;
    since?: string;
  },
) {
  const since = options.since ?? '2020-01-01T00:00:00Z';
  const company = await db
    .insertInto('companies')
    .values({ name: `Billed ${unique()}`, plan_id: options.planId, created_at: since })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('subscriptions')
    .values({
      company_id: company.id,
      plan_id: options.planId,
      status: options.status ?? 'paid',
      trial_ends_at: options.trialEndsAt ?? null,
      current_period_start: '2020-01-01',
      current_period_end: '2020-01-31',
      created_at: since,
    })
    .execute();
  const card = options.card === undefined ? '4242' : options.card;
  if (card !== null) await saveDemoCard(db, company.id, card);
  return company;
}

export async function saveDemoCard(db: Db, companyId: number, lastFour: string, ref = 'demo') {
  await db.deleteFrom('cards').where('company_id', '=', companyId).execute();
  const row = await db
    .insertInto('cards')
    .values({
      company_id: companyId,
      card_holder_name: 'Pat Payer',
      card_brand: 'visa',
      card_last_four: lastFour,
      exp_month: 12,
      exp_year: 2099,
      provider_ref: ref,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** `count` encounters of a company on a day inside the month. */
export async function insertEncounters(db: Db, companyId: number, key: string, count: number) {
  if (count === 0) return;
  const at = new Date(month(key).from.getTime() + 2 * 86_400_000);
  await db
    .insertInto('encounters')
    .values(
      Array.from({ length: count }, (_, i) => ({
        company_id: companyId,
        patient_first_name: 'Test',
        patient_last_name: `Patient${i}`,
        patient_key: `key-${unique()}`,
        completed_at: at,
      })),
    )
    .execute();
}

export async function invoicesOf(db: Db, companyId: number) {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('period_start')
    .execute();
}

export async function subscriptionOf(db: Db, companyId: number) {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
}

export async function chargeAudits(db: Db, companyId: number) {
  return db
    .selectFrom('audit_log')
    .select(['action', 'outcome', 'target_id', 'details'])
    .where('company_id', '=', companyId)
    .where('action', '=', 'billing.charge')
    .orderBy('id')
    .execute();
}

/** Takes the companies out of later runs (tests share one database per file). */
export async function retire(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .updateTable('companies')
    .set({ deleted_at: new Date() })
    .where('id', 'in', ids)
    .execute();
}
