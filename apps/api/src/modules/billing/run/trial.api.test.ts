import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { outboxTo } from '#test/support/outbox.js';
import { activateTrialOf, signUp, signupPayload } from '#test/factories/signup.js';
import { runBilling } from './run.js';
import { saveDemoCard, subscriptionOf } from '#test/factories/billing.js';
import { reminderDue } from './trial.js';
import { createPlan } from '#test/factories/plans.js';
import { formCountOf } from '#test/factories/companies.js';

// Issue 20, decision 29: the billing run's trial pass, at chosen times (`billing:run --now`).
let t: TestApp;
let planId: number;
beforeAll(async () => {
  t = await createTestApp();
  planId = await createPlan(t.db, { price: 79 });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const run = (now: Date) =>
  runBilling({ db: t.db, config: t.config, now, mail: { config: t.config, cipher: t.app.cipher } });

/** A trial signed up through the wizard's route, as a clinic starts one. */
async function trialClinic(ip: string) {
  const payload = signupPayload(planId, { trial: true });
  const res = await signUp(t.app, payload, ip);
  expect(res.statusCode).toBe(201);
  expect((await activateTrialOf(t, payload.loginEmail)).statusCode).toBe(200);
  const company = await t.db
    .selectFrom('companies as c')
    .innerJoin('subscriptions as s', 's.company_id', 'c.id')
    .select(['c.id', 's.trial_ends_at'])
    .where('c.email', '=', payload.loginEmail)
    .executeTakeFirstOrThrow();
  return { id: company.id, email: payload.loginEmail, endsAt: company.trial_ends_at! };
}
const reminders = async (email: string) =>
  (await outboxTo(t, email)).filter((m) => m.subject?.startsWith('Your Paperless Clinic trial'));

describe('the trial pass', () => {
  it('picks the nearest reminder due', () => {
    const end = new Date('2026-12-11T10:00:00Z');
    const at = (hoursBefore: number) =>
      reminderDue(end, new Date(end.getTime() - hoursBefore * 3_600_000));
    expect(at(5 * 24)).toBeUndefined();
    expect(at(4 * 24)).toBe(4);
    expect(at(2 * 24)).toBe(4);
    expect(at(24)).toBe(1);
    expect(at(1)).toBe(1);
    expect(at(0)).toBeUndefined();
  });

  it('reminds 4 days and 1 day before the end, each once, then suspends without a card', async () => {
    const clinic = await trialClinic('10.2.0.1');
    const at = (msBeforeEnd: number) => new Date(clinic.endsAt.getTime() - msBeforeEnd);

    // Day 9 of 14: nothing yet.
    await run(at(5 * DAY));
    expect(await reminders(clinic.email)).toEqual([]);
    // Day 10: the 4-day reminder, once however often the run repeats.
    const first = await run(at(4 * DAY - 60_000));
    expect(first.trials.reminded).toContainEqual({ companyId: clinic.id, days: 4 });
    await run(at(4 * DAY - 120_000));
    await run(at(2 * DAY));
    const four = await reminders(clinic.email);
    expect(four.map((m) => m.subject)).toEqual(['Your Paperless Clinic trial ends in 4 days']);
    expect(four[0]!.body_text).toContain('http://app.test/billing');
    expect((await subscriptionOf(t.db, clinic.id)).trial_reminder_days).toBe(4);

    // Day 13: the 1-day reminder, once even with two instances running at the same moment.
    await Promise.all([run(at(DAY - 60_000)), run(at(DAY - 60_000))]);
    await run(at(60_000));
    expect((await reminders(clinic.email)).map((m) => m.subject)).toEqual([
      'Your Paperless Clinic trial ends in 4 days',
      'Your Paperless Clinic trial ends in 1 day',
    ]);
    expect((await subscriptionOf(t.db, clinic.id)).status).toBe('trial');
    // The owner's bell says the same, leading to Billing.
    const bell = await t.db
      .selectFrom('notifications as n')
      .innerJoin('users as u', 'u.id', 'n.user_id')
      .select(['n.title', 'n.link_path'])
      .where('u.email', '=', clinic.email)
      .orderBy('n.id')
      .execute();
    expect(bell).toEqual([
      { title: 'Your Paperless Clinic trial ends in 4 days', link_path: '/billing' },
      { title: 'Your Paperless Clinic trial ends in 1 day', link_path: '/billing' },
    ]);

    // The end, no card: suspended, told once, and its data kept.
    const ended = await run(at(-60_000));
    expect(ended.trials.suspended).toContain(clinic.id);
    await run(at(-120_000));
    expect((await subscriptionOf(t.db, clinic.id)).status).toBe('suspended');
    const ending = (await outboxTo(t, clinic.email)).filter(
      (m) => m.subject === 'Your Paperless Clinic trial has ended',
    );
    expect(ending).toHaveLength(1);
    expect(await formCountOf(t.db, clinic.id)).toBe(11);
    const audits = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('target_id', '=', String(clinic.id))
      .where('action', 'like', 'billing.trial.%')
      .orderBy('id')
      .execute();
    expect(audits.map((a) => a.action)).toEqual([
      'billing.trial.reminder',
      'billing.trial.reminder',
      'billing.trial.end',
    ]);

    // A card added afterwards makes it active again at the next run.
    await saveDemoCard(t.db, clinic.id, '4242');
    const restored = await run(at(-3_600_000));
    expect(restored.trials.restored).toContain(clinic.id);
    expect((await subscriptionOf(t.db, clinic.id)).status).toBe('paid');
  });

  it('restores a clinic suspended at the end of its trial as soon as the owner adds a card', async () => {
    const clinic = await trialClinic('10.2.0.3');
    // A trial that really ended an hour ago: adding the card happens now, on the wall clock.
    await t.db
      .updateTable('subscriptions')
      .set({ trial_ends_at: new Date(Date.now() - 3_600_000) })
      .where('company_id', '=', clinic.id)
      .execute();
    await run(new Date());
    expect((await subscriptionOf(t.db, clinic.id)).status).toBe('suspended');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: clinic.email, password: 'secret1' },
    });
    expect(login.statusCode).toBe(200);
    const nextYear = (new Date().getFullYear() + 1) % 100;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/card',
      headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` },
      payload: {
        email: 'billing@clinic.test',
        name: 'Harbor Clinic',
        paymentMethodId: `demo_visa_4242_04_${nextYear}`,
        cardholdername: 'Dana Doctor',
      },
    });
    expect(added.statusCode).toBe(201);
    expect((await subscriptionOf(t.db, clinic.id)).status).toBe('paid');
  });

  it('sends no reminder with a card on file, and moves the trial to monthly billing at its end', async () => {
    const clinic = await trialClinic('10.2.0.2');
    await saveDemoCard(t.db, clinic.id, '4242');
    const at = (msBeforeEnd: number) => new Date(clinic.endsAt.getTime() - msBeforeEnd);
    await run(at(4 * DAY - 60_000));
    await run(at(DAY - 60_000));
    expect(await reminders(clinic.email)).toEqual([]);
    const ended = await run(at(-60_000));
    expect(ended.trials.ended).toContain(clinic.id);
    expect(ended.trials.suspended).not.toContain(clinic.id);
    expect((await subscriptionOf(t.db, clinic.id)).status).toBe('paid');
  });
});
