import {
  clinicBillingMessages,
  messages,
  ROLE,
  type ClinicBilling,
  type ClinicInvoiceListResponse,
} from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { outboxTo } from '#test/support/outbox.js';
import { insertEncounters, saveDemoCard, subscriptionOf } from '#test/factories/billing.js';
import { monthAt } from '../finance/periods.js';
import { staffTestKit } from '#test/factories/staff-users.js';
import { deliverBillingNotices } from './receipts.js';

let t: TestApp;
const { call, signedIn } = staffTestKit(() => t);
const nextYear = (new Date().getFullYear() + 1) % 100;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A clinic on its plan ($49, 100 included, $0.50 over) with one unpaid invoice of last month. */
async function owingClinic(status: 'pending' | 'failed' = 'pending') {
  const clinic = await createClinic(t.app, t.db);
  const { plan_id } = await t.db
    .selectFrom('companies')
    .select('plan_id')
    .where('id', '=', clinic.id)
    .executeTakeFirstOrThrow();
  const last = monthAt(new Date(), -1);
  const sub = await t.db
    .insertInto('subscriptions')
    .values({
      company_id: clinic.id,
      plan_id: plan_id!,
      status: 'pending',
      current_period_start: last.start,
      current_period_end: last.end,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const invoice = await t.db
    .insertInto('invoices')
    .values({
      company_id: clinic.id,
      subscription_id: sub.id,
      plan_id: plan_id!,
      number: `INV-T-${clinic.id}`,
      period_start: last.start,
      period_end: last.end,
      plan_price: 49,
      amount: 49,
      status,
      due_at: monthAt(new Date(), 0).start,
      failure_reason: status === 'failed' ? 'Your card was declined. (Demo mode)' : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { clinic, invoiceId: invoice.id };
}

const pay = (c: TestClinic, invoiceId: number, body: object = {}) =>
  call(c.owner.token, 'POST', `/company/billing/invoices/${invoiceId}/pay`, body);

const invoiceRow = (id: number) =>
  t.db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the Billing screen', () => {
  it("shows the plan, this month's usage and its overage at the billing run's price", async () => {
    const { clinic, invoiceId } = await owingClinic();
    await insertEncounters(t.db, clinic.id, monthAt(new Date(), 0).key, 103);
    await saveDemoCard(t.db, clinic.id, '4242');
    const response = await call(clinic.owner.token, 'GET', '/company/billing');
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: ClinicBilling }>().data;
    expect(data).toMatchObject({
      status: 'pending',
      status_label: 'Active/Pending',
      plan: { price: 49, encounter: 100, overage_cost: 0.5 },
      usage: { encounters: 103, included: 100, overage_count: 3, overage_amount: 1.5 },
      owed: { id: invoiceId, amount: 49, status: 'pending' },
      owed_count: 1,
      card: { brand: 'visa', last_four: '4242', exp_month: 12, exp_year: 2099 },
      payment_mode: 'demo',
      plan_change_request: null,
    });
    expect(data.usage.estimated_total).toBe(50.5);
    // Only brand, last four and expiry of the card.
    expect(Object.keys(data.card!).sort()).toEqual(['brand', 'exp_month', 'exp_year', 'last_four']);
  });

  it('is the owner’s alone: a Sub-Client Admin and provider staff get 403', async () => {
    const { clinic } = await owingClinic();
    expect((await call(clinic.staff.token, 'GET', '/company/billing')).statusCode).toBe(403);
    const superAdmin = await signedIn(ROLE.superAdmin);
    const asStaff = await call(superAdmin.token, 'GET', `/company/billing?company_id=${clinic.id}`);
    expect(asStaff.statusCode).toBe(403);
    // The banner's standing is every clinic user's.
    const standing = await call(clinic.staff.token, 'GET', '/company/billing/standing');
    expect(standing.json().data).toMatchObject({ status_label: 'Active/Pending', owed_count: 1 });
  });

  it('pages the invoices and serves their PDF, never another clinic’s', async () => {
    const { clinic, invoiceId } = await owingClinic();
    const other = await owingClinic();
    const list = await call(clinic.owner.token, 'GET', '/company/billing/invoices?per_page=5');
    const body = list.json<ClinicInvoiceListResponse>();
    expect(body).toMatchObject({ page: 1, per_page: 5, total: 1 });
    expect(body.data.map((i) => i.id)).toEqual([invoiceId]);
    const pdf = await call(clinic.owner.token, 'GET', `/company/billing/invoices/${invoiceId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const theirs = await call(
      clinic.owner.token,
      'GET',
      `/company/billing/invoices/${other.invoiceId}/pdf`,
    );
    expect(theirs.statusCode).toBe(404);
    const payTheirs = await pay(clinic, other.invoiceId);
    expect(payTheirs.statusCode).toBe(404);
    expect((await invoiceRow(other.invoiceId)).status).toBe('pending');
  });
});

describe('pay now', () => {
  it('pays with the saved card, returns the clinic to Active/Paid and e-mails a receipt', async () => {
    const { clinic, invoiceId } = await owingClinic('failed');
    await saveDemoCard(t.db, clinic.id, '4242');
    const response = await pay(clinic, invoiceId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: clinicBillingMessages.paid,
      data: { result: 'paid', invoice_id: invoiceId },
    });
    expect((await invoiceRow(invoiceId)).status).toBe('paid');
    expect((await subscriptionOf(t.db, clinic.id)).status).toBe('paid');
    const [receipt] = await outboxTo(t, clinic.owner.email);
    expect(receipt?.subject).toBe(`Receipt for invoice INV-T-${clinic.id}`);
    expect(receipt?.body_text).toContain('$49.00');
    expect(receipt?.body_text).toContain('Visa ending in 4242');
    // No card number beyond the last four (the clinic's random test name may hold digits).
    expect(receipt?.body_text?.replace(clinic.name, '')).not.toMatch(/\d{5,}/);
    // A second click finds nothing to pay: one charge.
    const again = await pay(clinic, invoiceId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(clinicBillingMessages.alreadyPaid);
    const charges = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'billing.charge')
      .where('target_id', '=', String(invoiceId))
      .execute();
    expect(charges).toHaveLength(1);
  });

  it('charges once when two clicks arrive together', async () => {
    const { clinic, invoiceId } = await owingClinic();
    await saveDemoCard(t.db, clinic.id, '4242');
    const answers = await Promise.all([pay(clinic, invoiceId), pay(clinic, invoiceId)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const row = await invoiceRow(invoiceId);
    expect(row).toMatchObject({ status: 'paid', charge_attempts: 1 });
  });

  it('pays with a new card, which replaces the saved one', async () => {
    const { clinic, invoiceId } = await owingClinic('failed');
    await saveDemoCard(t.db, clinic.id, '0002');
    const response = await pay(clinic, invoiceId, {
      new_card: { paymentMethodId: `demo_master_4444_04_${nextYear}`, cardholdername: 'Liam Lake' },
    });
    expect(response.statusCode).toBe(200);
    const cards = await t.db
      .selectFrom('cards')
      .selectAll()
      .where('company_id', '=', clinic.id)
      .execute();
    expect(cards.map((c) => c.card_last_four)).toEqual(['4444']);
    expect((await invoiceRow(invoiceId)).status).toBe('paid');
  });

  it('a declined card leaves the invoice failed, says why and e-mails a notice', async () => {
    const { clinic, invoiceId } = await owingClinic();
    await saveDemoCard(t.db, clinic.id, '0002');
    const response = await pay(clinic, invoiceId);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ card: ['Your card was declined. (Demo mode)'] });
    expect((await invoiceRow(invoiceId)).status).toBe('failed');
    expect((await subscriptionOf(t.db, clinic.id)).status).toBe('pending');
    const [notice] = await outboxTo(t, clinic.owner.email);
    expect(notice?.subject).toBe(`Payment failed for invoice INV-T-${clinic.id}`);
    expect(notice?.body_text).toContain('Visa ending in 0002');
  });

  it('asks for a card when none is saved, and refuses a Sub-Client Admin', async () => {
    const { clinic, invoiceId } = await owingClinic();
    const response = await pay(clinic, invoiceId);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ new_card: [clinicBillingMessages.noCard] });
    const bySub = await call(
      clinic.staff.token,
      'POST',
      `/company/billing/invoices/${invoiceId}/pay`,
      {},
    );
    expect(bySub.statusCode).toBe(403);
    expect(bySub.json().message).toBe(messages.forbidden);
  });

  it('sends the receipt of a billing-run charge once, whichever server delivers it', async () => {
    const { clinic, invoiceId } = await owingClinic();
    await saveDemoCard(t.db, clinic.id, '4242');
    const { collectPayments } = await import('../run/collect.js');
    await collectPayments(t.db, t.config, new Date(), { companyId: clinic.id });
    expect((await invoiceRow(invoiceId)).status).toBe('paid');
    expect(await outboxTo(t, clinic.owner.email)).toEqual([]);
    await Promise.all([
      deliverBillingNotices(t.db, t.app.cipher, t.config.appUrl),
      deliverBillingNotices(t.db, t.app.cipher, t.config.appUrl),
    ]);
    expect(await outboxTo(t, clinic.owner.email)).toHaveLength(1);
  });
});

describe('plan change requests', () => {
  it('records one open request, rings the staff bell and lets staff resolve it', async () => {
    const { clinic } = await owingClinic();
    const superAdmin = await signedIn(ROLE.superAdmin);
    const plan = await t.db
      .insertInto('plans')
      .values({ name: `Bigger ${clinic.id}`, price: 99, encounter: 500, overage_cost: 0.4 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const blank = await call(clinic.owner.token, 'POST', '/company/billing/plan-change', {});
    expect(blank.json().errors).toEqual({ plan_id: [clinicBillingMessages.choosePlan] });
    const sent = await call(clinic.owner.token, 'POST', '/company/billing/plan-change', {
      plan_id: plan.id,
      note: 'We grew.',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({ plan_id: plan.id, note: 'We grew.' });
    const twice = await call(clinic.owner.token, 'POST', '/company/billing/plan-change', {
      plan_id: plan.id,
    });
    expect(twice.statusCode).toBe(409);
    const bell = await t.db
      .selectFrom('notifications')
      .select('title')
      .where('user_id', '=', superAdmin.id)
      .execute();
    expect(bell.map((b) => b.title)).toContain(`Plan change requested: ${clinic.name}`);
    const open = await call(superAdmin.token, 'GET', `/company/plan-change/${clinic.id}`);
    expect(open.json().data).toMatchObject({ plan_id: plan.id });
    const resolved = await call(
      superAdmin.token,
      'POST',
      `/company/plan-change/${clinic.id}/resolve`,
    );
    expect(resolved.statusCode).toBe(200);
    expect(
      (await call(superAdmin.token, 'GET', `/company/plan-change/${clinic.id}`)).json(),
    ).toEqual({
      data: null,
    });
  });
});
