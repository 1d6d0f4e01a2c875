import { SEND_MAX_RECIPIENTS, sendingMessages } from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { unique } from '#test/factories/users.js';
import { templateFormId } from '#test/factories/patient-links.js';
import { dailySendLimit, TRIAL_DAILY_SENDS } from './quota.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A clinic on a free trial: the lowest daily limit, reached in one send of 50. */
async function trialClinic(): Promise<{ clinic: TestClinic; formId: number }> {
  const clinic = await createClinic(t.app, t.db);
  const { plan_id } = await t.db
    .selectFrom('companies')
    .select('plan_id')
    .where('id', '=', clinic.id)
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('subscriptions')
    .values({
      company_id: clinic.id,
      plan_id: plan_id!,
      status: 'trial',
      trial_ends_at: new Date(Date.now() + 14 * 86_400_000),
      current_period_start: new Date(),
      current_period_end: new Date(Date.now() + 30 * 86_400_000),
    })
    .execute();
  return { clinic, formId: await templateFormId(t.db, clinic.id, 1) };
}

const addresses = (n: number) => {
  const tag = unique();
  return Array.from({ length: n }, (_, i) => `p${i}-${tag}@example.com`);
};

function sendTo(clinic: TestClinic, formId: number, emails: string[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/forms/send',
    headers: clinic.headers,
    payload: { formId, emails },
  });
}

describe('the daily sending quota', () => {
  it('scales with the plan, with a floor, and is lowest on a trial', () => {
    expect(dailySendLimit({ encounters: 10_000, trial: false })).toBe(30_000);
    expect(dailySendLimit({ encounters: 5, trial: false })).toBe(200);
    expect(dailySendLimit({ encounters: null, trial: false })).toBe(200);
    expect(dailySendLimit({ encounters: 10_000, trial: true })).toBe(TRIAL_DAILY_SENDS);
  });

  it('refuses the send past the limit with a clear message, and sends nothing of it', async () => {
    expect(TRIAL_DAILY_SENDS).toBe(SEND_MAX_RECIPIENTS);
    const { clinic, formId } = await trialClinic();
    expect((await sendTo(clinic, formId, addresses(TRIAL_DAILY_SENDS))).statusCode).toBe(201);
    const before = await t.db.selectFrom('outbox').select('id').execute();

    const refused = await sendTo(clinic, formId, addresses(1));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: sendingMessages.dailyLimitReached(TRIAL_DAILY_SENDS),
    });
    expect(await t.db.selectFrom('outbox').select('id').execute()).toEqual(before);

    // Resends count too.
    const link = await t.db
      .selectFrom('form_links')
      .select('id')
      .where('company_id', '=', clinic.id)
      .executeTakeFirstOrThrow();
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/links/${link.id}/resend`,
      headers: clinic.headers,
    });
    expect(resent.statusCode).toBe(429);
  });

  it('lets two concurrent sends past the limit together at most up to it', async () => {
    const { clinic, formId } = await trialClinic();
    const answers = await Promise.all([
      sendTo(clinic, formId, addresses(30)),
      sendTo(clinic, formId, addresses(30)),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 429]);
  });

  // Security III: a trial that ended with a card is Active/Paid before its first charge.
  it('keeps the trial limit after the trial until the first payment', async () => {
    const { clinic, formId } = await trialClinic();
    await t.db
      .updateTable('subscriptions')
      .set({ status: 'paid', trial_ends_at: new Date(Date.now() - 60_000) })
      .where('company_id', '=', clinic.id)
      .execute();
    const over = addresses(TRIAL_DAILY_SENDS + 1);
    expect((await sendTo(clinic, formId, over.slice(0, 1))).statusCode).toBe(201);
    expect((await sendTo(clinic, formId, over.slice(1))).statusCode).toBe(429);

    const sub = await t.db
      .selectFrom('subscriptions')
      .select(['id', 'plan_id'])
      .where('company_id', '=', clinic.id)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('invoices')
      .values({
        company_id: clinic.id,
        subscription_id: sub.id,
        plan_id: sub.plan_id,
        number: `INV-TEST-${unique()}`,
        period_start: new Date(),
        period_end: new Date(),
        encounters: 0,
        plan_price: 79,
        overage_amount: 0,
        amount: 79,
        status: 'paid',
        due_at: new Date(),
        paid_at: new Date(),
      })
      .execute();
    expect((await sendTo(clinic, formId, over.slice(1))).statusCode).toBe(201);
  });

  it('counts per clinic: another clinic still sends', async () => {
    const { clinic, formId } = await trialClinic();
    expect((await sendTo(clinic, formId, addresses(TRIAL_DAILY_SENDS))).statusCode).toBe(201);
    const other = await trialClinic();
    expect((await sendTo(other.clinic, other.formId, addresses(1))).statusCode).toBe(201);
  });
});
