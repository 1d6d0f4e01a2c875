import { ROLE } from '@paperless/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createUser, type TestUser } from '#test/factories/users.js';
import { DEMO_DECLINE_REASON } from './charge.js';
import { issueInvoices } from './issue.js';
import { formatReport, runBilling } from './run.js';
import {
  chargeAudits,
  insertBilledCompany,
  insertEncounters,
  invoicesOf,
  month,
  retire,
  runTimeAfter,
  saveDemoCard,
  subscriptionOf,
} from '#test/factories/billing.js';
import { insertPlan } from '#test/factories/plans.js';

let t: TestApp;
let admin: TestUser;
let seller: TestUser;
let made: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, ROLE.superAdmin);
  seller = await createUser(t.db, ROLE.salesPerson);
});
afterAll(() => t.close());
afterEach(async () => {
  await retire(t.db, made);
  made = [];
});

const run = (key: string, now = runTimeAfter(key)) =>
  runBilling({ db: t.db, config: t.config, month: month(key), now });

async function company(...args: Parameters<typeof insertBilledCompany>) {
  const row = await insertBilledCompany(...args);
  made.push(row.id);
  return row;
}

const money = (value: string | number) => Number(value);

describe('the monthly billing run (demo mode)', () => {
  it('bills plan + overage with line items, on the plan the company has at invoice time', async () => {
    const standard = await insertPlan(t.db);
    const custom = await insertPlan(t.db, {
      price: 80,
      encounter: 10,
      overage_cost: null,
      on_demand: true,
    });
    const bigger = await insertPlan(t.db, { price: 99, encounter: 200, overage_cost: 1 });
    const cases = [
      { planId: standard.id, encounters: 80, amount: 49, overage: 0 },
      { planId: standard.id, encounters: 121, amount: 59.5, overage: 10.5 },
      { planId: custom.id, encounters: 15, amount: 80, overage: 0 },
    ];
    const rows: { id: number; name: string }[] = [];
    for (const c of cases) {
      const row = await company(t.db, { planId: c.planId });
      await insertEncounters(t.db, row.id, '2024-01', c.encounters);
      rows.push(row);
    }
    // Encounters of another month never count.
    await insertEncounters(t.db, rows[0]!.id, '2024-02', 5);
    // Changed from the standard plan to a bigger one in the middle of the month.
    const changed = await company(t.db, { planId: standard.id });
    await insertEncounters(t.db, changed.id, '2024-01', 210);
    await t.db
      .updateTable('companies')
      .set({ plan_id: bigger.id })
      .where('id', '=', changed.id)
      .execute();

    const report = await run('2024-01');

    for (const [i, c] of cases.entries()) {
      const [invoice, ...more] = await invoicesOf(t.db, rows[i]!.id);
      expect(more).toEqual([]);
      expect(invoice).toMatchObject({
        encounters: c.encounters,
        status: 'paid',
        plan_id: c.planId,
      });
      expect(money(invoice!.amount)).toBe(c.amount);
      expect(money(invoice!.overage_amount)).toBe(c.overage);
      expect(invoice!.number).toBe(`INV-202401-${String(rows[i]!.id).padStart(4, '0')}`);
    }
    const [onBigger] = await invoicesOf(t.db, changed.id);
    expect(onBigger).toMatchObject({ plan_id: bigger.id, encounters: 210 });
    expect(money(onBigger!.amount)).toBe(109);
    expect(onBigger!.line_items).toEqual([
      expect.objectContaining({ kind: 'plan', quantity: 1, amount: 99 }),
      {
        kind: 'overage',
        description: 'Overage: 10 encounters × $1.00',
        quantity: 10,
        unit_amount: 1,
        amount: 10,
      },
    ]);
    expect((await subscriptionOf(t.db, changed.id)).plan_id).toBe(bigger.id);

    expect(report.rows.find((r) => r.companyId === rows[1]!.id)).toMatchObject({
      encounters: 121,
      amount: 59.5,
      result: 'paid',
    });
    expect(formatReport(report)).toMatch(
      new RegExp(`${rows[1]!.name}\\s+121\\s+\\$59\\.50\\s+paid`),
    );
  });

  it('issues one invoice and one charge whatever the reruns and interruptions', async () => {
    const plan = await insertPlan(t.db);
    const twice = await company(t.db, { planId: plan.id });
    const crashed = await company(t.db, { planId: plan.id });
    const midCharge = await company(t.db, { planId: plan.id });
    const now = runTimeAfter('2024-02');

    // A run that stopped right after making the invoices, before charging anything.
    await issueInvoices(t.db, month('2024-02'), now);
    // And one that stopped inside a charge: its lease still holds it for a few minutes.
    const [leased] = await invoicesOf(t.db, midCharge.id);
    const card = await t.db
      .selectFrom('cards')
      .select('id')
      .where('company_id', '=', midCharge.id)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('invoices')
      .set({
        charge_attempts: 1,
        charge_card_id: card.id,
        charge_locked_until: new Date(now.getTime() + 5 * 60_000),
      })
      .where('id', '=', leased!.id)
      .execute();

    await run('2024-02', now);
    await run('2024-02', now);
    expect((await invoicesOf(t.db, midCharge.id))[0]!.status).toBe('pending');
    // The lease expires: the next run resumes that charge as the same attempt (same key).
    const later = new Date(now.getTime() + 11 * 60_000);
    await runBilling({ db: t.db, config: t.config, now: later });
    await runBilling({ db: t.db, config: t.config, now: later });

    for (const c of [twice, crashed, midCharge]) {
      const invoices = await invoicesOf(t.db, c.id);
      expect(invoices).toHaveLength(1);
      expect(invoices[0]).toMatchObject({ status: 'paid', charge_attempts: 1 });
      expect(invoices[0]!.payment_reference).toBe(`demo_invoice-${invoices[0]!.id}`);
      expect(await chargeAudits(t.db, c.id)).toEqual([
        expect.objectContaining({ outcome: 'success', target_id: String(invoices[0]!.id) }),
      ]);
    }
  });

  it('moves statuses over the months: trial to paid; declined to pending, suspended, paid again', async () => {
    const plan = await insertPlan(t.db);
    const trial = await company(t.db, {
      planId: plan.id,
      status: 'trial',
      trialEndsAt: '2024-04-10T09:00:00Z',
    });

    // March ends inside the trial: not billed (the trial is never prorated).
    const march = await run('2024-03');
    expect(march.rows.find((r) => r.companyId === trial.id)?.result).toBe('skipped: trial');
    expect(await invoicesOf(t.db, trial.id)).toEqual([]);
    expect((await subscriptionOf(t.db, trial.id)).status).toBe('trial');
    // Joined in April: billed from April on.
    const declined = await company(t.db, {
      planId: plan.id,
      card: '0002',
      since: '2024-04-02T00:00:00Z',
    });
    const noCard = await company(t.db, {
      planId: plan.id,
      card: null,
      since: '2024-04-02T00:00:00Z',
    });

    // April: the trial ended on the 10th, so April is billed in full.
    const april = await run('2024-04');
    const [trialInvoice] = await invoicesOf(t.db, trial.id);
    expect(trialInvoice).toMatchObject({ status: 'paid' });
    expect(await subscriptionOf(t.db, trial.id)).toMatchObject({ status: 'paid' });
    const trialSub = await subscriptionOf(t.db, trial.id);
    expect(trialSub.next_payment_at?.toISOString().slice(0, 10)).toBe('2024-06-01');

    const [failed] = await invoicesOf(t.db, declined.id);
    expect(failed).toMatchObject({ status: 'failed', failure_reason: DEMO_DECLINE_REASON });
    expect(failed!.due_at.toISOString().slice(0, 10)).toBe('2024-05-01');
    expect((await subscriptionOf(t.db, declined.id)).status).toBe('pending');
    const bell = (userId: number) =>
      t.db
        .selectFrom('notifications')
        .select(['title', 'body'])
        .where('user_id', '=', userId)
        .where('title', '=', `Payment failed: ${declined.name}`)
        .execute();
    expect(await bell(admin.id)).toEqual([
      {
        title: `Payment failed: ${declined.name}`,
        body: expect.stringContaining(DEMO_DECLINE_REASON),
      },
    ]);
    // Not the Sales Person's client: they are not told.
    expect(await bell(seller.id)).toEqual([]);

    expect(april.rows.find((r) => r.companyId === noCard.id)?.result).toBe('pending: no card');
    expect((await invoicesOf(t.db, noCard.id))[0]!.status).toBe('pending');
    expect((await subscriptionOf(t.db, noCard.id)).status).toBe('pending');
    expect(await chargeAudits(t.db, noCard.id)).toEqual([]);

    // The declined card is not tried again, and nobody is told twice.
    await run('2024-04', new Date('2024-05-08T12:00:00Z'));
    expect(await chargeAudits(t.db, declined.id)).toHaveLength(1);
    expect(await bell(admin.id)).toHaveLength(1);
    expect((await subscriptionOf(t.db, declined.id)).status).toBe('pending');

    // Unpaid past 7 days' grace from the due date: suspended.
    await run('2024-04', new Date('2024-05-09T00:30:00Z'));
    expect((await subscriptionOf(t.db, declined.id)).status).toBe('suspended');
    expect((await subscriptionOf(t.db, noCard.id)).status).toBe('suspended');

    // A new card: the next run pays what was owed and the new month.
    const newCard = await saveDemoCard(t.db, declined.id, '4242');
    await run('2024-05');
    const invoices = await invoicesOf(t.db, declined.id);
    expect(invoices.map((i) => [i.period_start.toISOString().slice(0, 7), i.status])).toEqual([
      ['2024-04', 'paid'],
      ['2024-05', 'paid'],
    ]);
    expect(invoices[0]).toMatchObject({
      charge_attempts: 2,
      charge_card_id: newCard,
      payment_reference: `demo_invoice-${invoices[0]!.id}-attempt-2`,
      failure_reason: null,
    });
    expect(await subscriptionOf(t.db, declined.id)).toMatchObject({ status: 'paid' });
    expect((await subscriptionOf(t.db, trial.id)).status).toBe('paid');
  });

  it('bills only live, active companies that existed in the month, and never an open month', async () => {
    const plan = await insertPlan(t.db);
    const deactivated = await company(t.db, { planId: plan.id });
    await t.db
      .updateTable('companies')
      .set({ status: 0 })
      .where('id', '=', deactivated.id)
      .execute();
    const joinedLater = await company(t.db, { planId: plan.id, since: '2024-07-02T00:00:00Z' });
    await run('2024-06');
    expect(await invoicesOf(t.db, deactivated.id)).toEqual([]);
    expect(await invoicesOf(t.db, joinedLater.id)).toEqual([]);

    await expect(
      runBilling({
        db: t.db,
        config: t.config,
        month: month('2024-06'),
        now: new Date('2024-06-30T23:00:00Z'),
      }),
    ).rejects.toThrow('The month 2024-06 is not over yet.');
  });
});
