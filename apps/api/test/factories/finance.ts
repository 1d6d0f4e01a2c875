import { ROLE } from '@paperless/core';
import type { InvoiceStatus, SubscriptionStatus } from '../../src/db/schema.js';
import type { Db } from '../../src/db/database.js';
import { insertPlan } from './plans.js';
import { createUser, loginAs, unique, uniqueLetters } from './users.js';
import { appWorld } from '../support/app.js';
import { monthAt, type Month } from '../../src/modules/billing/finance/periods.js';

/** Test data for the money screens, written straight to the tables. */

export interface TestClient {
  id: number;
  name: string;
  planId: number;
  subscriptionId: number | null;
  formId: number;
}

/** A live company with one form and, unless `subscription` is null, its subscription. */
export async function insertClient(
  db: Db,
  options: {
    name: string;
    planId: number;
    referenceId?: number | null;
    status?: 0 | 1;
    subscription?: SubscriptionStatus | null;
    nextPaymentAt?: string;
    deleted?: boolean;
  },
): Promise<TestClient> {
  const company = await db
    .insertInto('companies')
    .values({
      name: options.name,
      plan_id: options.planId,
      reference_id: options.referenceId ?? null,
      status: options.status ?? 1,
      address: '12 Elm Street',
      city: 'Austin',
      state: 'Texas',
      zip: '78701',
      deleted_at: options.deleted ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const form = await db
    .insertInto('forms')
    .values({ company_id: company.id, template_id: 1, title: 'Patient Intake' })
    .returning('id')
    .executeTakeFirstOrThrow();
  let subscriptionId: number | null = null;
  if (options.subscription !== null) {
    const row = await db
      .insertInto('subscriptions')
      .values({
        company_id: company.id,
        plan_id: options.planId,
        status: options.subscription ?? 'paid',
        current_period_start: '2025-01-01',
        current_period_end: '2025-01-31',
        next_payment_at: options.nextPaymentAt ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    subscriptionId = row.id;
  }
  return {
    id: company.id,
    name: options.name,
    planId: options.planId,
    subscriptionId,
    formId: form.id,
  };
}

export async function insertInvoice(
  db: Db,
  client: TestClient,
  month: Month,
  values: { amount: number; encounters?: number; status?: InvoiceStatus; paidAt?: string },
) {
  if (client.subscriptionId === null) throw new Error('an invoice needs a subscription');
  const status = values.status ?? 'paid';
  const row = await db
    .insertInto('invoices')
    .values({
      company_id: client.id,
      subscription_id: client.subscriptionId,
      plan_id: client.planId,
      number: `INV-${month.key}-${unique()}`,
      period_start: month.start,
      period_end: month.end,
      encounters: values.encounters ?? 0,
      plan_price: 49,
      overage_amount: Math.max(0, values.amount - 49),
      amount: values.amount,
      status,
      due_at: month.end,
      paid_at: status === 'paid' ? (values.paidAt ?? `${month.end}T12:00:00Z`) : null,
    })
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow();
  return row;
}

/** Encounters of named patients at a time, each with `forms` submitted forms. */
export async function insertEncounters(
  db: Db,
  client: TestClient,
  visits: { patient: string; at: Date; forms?: number }[],
) {
  for (const visit of visits) {
    const encounter = await db
      .insertInto('encounters')
      .values({
        company_id: client.id,
        patient_first_name: visit.patient,
        patient_last_name: 'Test',
        patient_key: `key-${visit.patient}`,
        completed_at: visit.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const forms = visit.forms ?? 1;
    if (forms > 0)
      await db
        .insertInto('submissions')
        .values(
          Array.from({ length: forms }, () => ({
            encounter_id: encounter.id,
            company_id: client.id,
            form_id: client.formId,
            form_version: 1,
            form_name: 'Patient Intake',
          })),
        )
        .execute();
  }
}

/** Noon UTC on a day of a month, safely inside it. */
/** This month and the three before it, the months the finance tests place their data in. */
export function recentMonths(now: Date) {
  return {
    current: monthAt(now, 0),
    last: monthAt(now, -1),
    twoAgo: monthAt(now, -2),
    threeAgo: monthAt(now, -3),
  };
}

export function dayIn(month: Month, day: number): Date {
  return new Date(`${month.key}-${String(day).padStart(2, '0')}T12:00:00Z`);
}

/**
 * One Sales Person's book of clients with known numbers, plus a deleted client of theirs and
 * another Sales Person's client that must never count:
 * - Alpha (paid, standard plan): invoices last month 59.50 paid (121 encounters billed) and two
 *   months ago 49.00 paid, three months ago 60.00 pending; 3 visits last month (patients a, b,
 *   a; 2+1+1 forms) and 1 this month (patient c, 3 forms).
 * - Bravo (trial, no invoice): 2 visits last month (patients a, d; 1 form each).
 * - Charlie (deactivated, subscription suspended): nothing.
 * - Delta (pending, custom plan): last month invoice 80.00 pending.
 * Totals: 5 patients, 4 clients, 9 forms, revenue 108.50. Names carry a tag of letters only, so
 * a search for a number never finds them by name.
 */
export async function insertSalesBook(
  db: Db,
  owner: { id: number },
  other: { id: number },
  months: { current: Month; last: Month; twoAgo: Month; threeAgo: Month },
) {
  const tag = uniqueLetters();
  const standard = await insertPlan(db);
  const custom = await insertPlan(db, { on_demand: true, price: 80 });
  const client = (name: string, extra: Partial<Parameters<typeof insertClient>[1]> = {}) =>
    insertClient(db, {
      name: `${name} ${tag}`,
      planId: standard.id,
      referenceId: owner.id,
      ...extra,
    });

  const alpha = await client('Alpha', { nextPaymentAt: months.current.end });
  const bravo = await client('Bravo', { subscription: 'trial' });
  const charlie = await client('Charlie', { status: 0, subscription: 'suspended' });
  const delta = await client('Delta', { subscription: 'pending', planId: custom.id });
  const deleted = await client('Echo', { deleted: true });
  const foreign = await insertClient(db, {
    name: `Foxtrot ${tag}`,
    planId: standard.id,
    referenceId: other.id,
  });

  const lastInvoice = await insertInvoice(db, alpha, months.last, {
    amount: 59.5,
    encounters: 121,
    paidAt: `${months.current.start}T09:30:00Z`,
  });
  await insertInvoice(db, alpha, months.twoAgo, { amount: 49 });
  await insertInvoice(db, alpha, months.threeAgo, { amount: 60, status: 'pending' });
  await insertInvoice(db, delta, months.last, { amount: 80, status: 'pending' });
  const deletedInvoice = await insertInvoice(db, deleted, months.last, { amount: 1000 });
  const foreignInvoice = await insertInvoice(db, foreign, months.last, { amount: 500 });

  await insertEncounters(db, alpha, [
    { patient: 'a', at: dayIn(months.last, 3), forms: 2 },
    { patient: 'b', at: dayIn(months.last, 9) },
    { patient: 'a', at: dayIn(months.last, 20) },
    { patient: 'c', at: months.current.from, forms: 3 },
  ]);
  await insertEncounters(db, bravo, [
    { patient: 'a', at: dayIn(months.last, 4) },
    { patient: 'd', at: dayIn(months.last, 28) },
  ]);
  await insertEncounters(db, deleted, [{ patient: 'z', at: dayIn(months.last, 5) }]);
  await insertEncounters(db, foreign, [{ patient: 'y', at: dayIn(months.last, 5) }]);

  return {
    tag,
    plans: { standard, custom },
    alpha,
    bravo,
    charlie,
    delta,
    deleted,
    foreign,
    lastInvoice,
    deletedInvoice,
    foreignInvoice,
  };
}

/**
 * The money screens' test world: two Sales People, `seller` (signed in: `sales`) and `other`,
 * and the seller's book (insertSalesBook) placed in `months`.
 */
export function salesBookWorld(months: ReturnType<typeof recentMonths>) {
  return appWorld({}, async ({ app, db }) => {
    const seller = await createUser(db, ROLE.salesPerson);
    const other = await createUser(db, ROLE.salesPerson);
    const book = await insertSalesBook(db, seller, other, months);
    return { seller, other, book, sales: (await loginAs(app, seller)).token };
  });
}
