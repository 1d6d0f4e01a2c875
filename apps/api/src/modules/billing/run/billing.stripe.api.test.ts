import { ROLE } from '@paperless/core';
import Stripe from 'stripe';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appWorld } from '#test/support/app.js';
import { createUser, type TestUser } from '#test/factories/users.js';
import {
  billMonth,
  chargeAudits,
  insertBilledCompany,
  invoicesOf,
  saveDemoCard,
  subscriptionOf,
} from '#test/factories/billing.js';
import { insertPlan } from '#test/factories/plans.js';
import {
  fakeStripeForFile,
  type StripeReply,
  type StripeRequest,
} from '#test/support/fake-stripe.js';

const WEBHOOK_SECRET = 'whsec_test_billing';

let requests: StripeRequest[] = [];
/** Answers already given per idempotency key, replayed as Stripe does. */
let replays = new Map<string, StripeReply>();
/** The next PaymentIntent request fails like an outage (not stored under its key). */
let outageNext = false;
let intents = 0;

/** Stand-in: payment methods on customers, and PaymentIntents that succeed, decline or wait. */
const stripe = fakeStripeForFile(
  { secret: 'sk_test_billing', publishable: 'pk_test_billing' },
  (r): StripeReply => {
    requests.push(r);
    const key = r.headers['idempotency-key'] as string | undefined;
    const pm = /^\/v1\/payment_methods\/(pm_[a-z]+)$/.exec(r.path);
    if (pm) {
      const customer = pm[1] === 'pm_loose' ? null : 'cus_1';
      return { status: 200, body: { id: pm[1], object: 'payment_method', customer } };
    }
    if (r.path !== '/v1/payment_intents' || r.method !== 'POST')
      return { status: 404, body: { error: {} } };
    if (outageNext) {
      outageNext = false;
      const error = { type: 'api_error', message: 'Stand-in outage' };
      return { status: 500, body: { error }, headers: { 'stripe-should-retry': 'false' } };
    }
    const stored = key ? replays.get(key) : undefined;
    if (stored) return { ...stored, headers: { 'idempotent-replayed': 'true' } };
    const id = `pi_${++intents}`;
    const answer =
      r.form.payment_method === 'pm_declined'
        ? {
            status: 402,
            body: {
              error: {
                type: 'card_error',
                code: 'card_declined',
                message: 'Your card has insufficient funds.',
                payment_intent: { id, object: 'payment_intent', status: 'requires_payment_method' },
              },
            },
          }
        : {
            status: 200,
            body: {
              id,
              object: 'payment_intent',
              amount: Number(r.form.amount),
              status: r.form.payment_method === 'pm_slow' ? 'processing' : 'succeeded',
            },
          };
    if (key) replays.set(key, answer);
    return answer;
  },
);
const t = appWorld({ env: () => ({ ...stripe.env(), STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }) });
let admin: TestUser;

beforeAll(async () => {
  admin = await createUser(t.db, ROLE.superAdmin);
});
beforeEach(async () => {
  requests = [];
  replays = new Map();
  outageNext = false;
  // Each test bills its own companies only.
  await t.db
    .updateTable('companies')
    .set({ deleted_at: new Date() })
    .where('deleted_at', 'is', null)
    .execute();
});

const intentRequests = () => requests.filter((r) => r.path === '/v1/payment_intents');

async function stripeCompany(paymentMethod: string) {
  const plan = await insertPlan(t.db, { price: 59.5 });
  const company = await insertBilledCompany(t.db, { planId: plan.id, card: null });
  await saveDemoCard(t.db, company.id, '4242', paymentMethod);
  return company;
}

describe('the billing run with Stripe keys', () => {
  it('charges off-session on the card’s customer, once, resuming after an outage with the same key', async () => {
    const company = await stripeCompany('pm_good');
    outageNext = true;
    const first = await billMonth(t, '2024-01');
    const [invoice] = await invoicesOf(t.db, company.id);
    expect(invoice).toMatchObject({ status: 'pending', charge_attempts: 1 });
    expect(first.rows[0]).toMatchObject({ companyId: company.id, result: 'pending' });

    await billMonth(t, '2024-01');
    await billMonth(t, '2024-01');

    const sent = intentRequests();
    expect(sent).toHaveLength(2);
    for (const request of sent) {
      expect(request.headers['idempotency-key']).toBe(`invoice-${invoice!.id}`);
      expect(request.form).toMatchObject({
        amount: '5950',
        currency: 'usd',
        customer: 'cus_1',
        payment_method: 'pm_good',
        off_session: 'true',
        confirm: 'true',
        'metadata[invoice_id]': String(invoice!.id),
        'metadata[company_id]': String(company.id),
      });
    }
    expect(intents).toBeGreaterThanOrEqual(1);
    const [paid, ...more] = await invoicesOf(t.db, company.id);
    expect(more).toEqual([]);
    expect(paid).toMatchObject({
      status: 'paid',
      payment_reference: expect.stringMatching(/^pi_/),
    });
    expect((await subscriptionOf(t.db, company.id)).status).toBe('paid');
    const audits = await chargeAudits(t.db, company.id);
    expect(audits.map((a) => a.outcome)).toEqual(['failure', 'success']);
  });

  it('records a decline with Stripe’s reason, and a card without a customer as not chargeable', async () => {
    const declined = await stripeCompany('pm_declined');
    const loose = await stripeCompany('pm_loose');
    await billMonth(t, '2024-02');
    const [failed] = await invoicesOf(t.db, declined.id);
    expect(failed).toMatchObject({
      status: 'failed',
      failure_reason: 'Your card has insufficient funds.',
      payment_reference: expect.stringMatching(/^pi_/),
    });
    expect((await subscriptionOf(t.db, declined.id)).status).toBe('pending');
    expect((await invoicesOf(t.db, loose.id))[0]).toMatchObject({
      status: 'failed',
      failure_reason: expect.stringContaining('add the card again'),
    });
    expect(intentRequests().map((r) => r.form.payment_method)).toEqual(['pm_declined']);
  });
});

describe('Stripe webhooks', () => {
  const post = (payload: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature && { 'stripe-signature': signature }),
      },
      payload,
    });
  const event = (type: string, intent: object) =>
    JSON.stringify({ id: `evt_${type}`, object: 'event', type, data: { object: intent } });
  const sign = (payload: string, secret = WEBHOOK_SECRET) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret });

  it('settles a processing charge when Stripe says it succeeded, and refuses bad signatures', async () => {
    const company = await stripeCompany('pm_slow');
    await billMonth(t, '2024-03');
    const [waiting] = await invoicesOf(t.db, company.id);
    expect(waiting).toMatchObject({
      status: 'pending',
      payment_reference: expect.stringMatching(/^pi_/),
    });
    // Processing: a rerun leaves it to the webhook.
    await billMonth(t, '2024-03');
    expect(intentRequests()).toHaveLength(1);

    const payload = event('payment_intent.succeeded', {
      id: waiting!.payment_reference,
      object: 'payment_intent',
      status: 'succeeded',
      metadata: { invoice_id: String(waiting!.id), company_id: String(company.id) },
    });
    expect((await post(payload)).statusCode).toBe(400);
    expect((await post(payload, sign(payload, 'whsec_wrong'))).statusCode).toBe(400);
    // A signed event of another kind is acknowledged and ignored.
    const other = payload.replace(
      '"type":"payment_intent.succeeded"',
      '"type":"payment_intent.created"',
    );
    expect((await post(other, sign(other))).json()).toEqual({ received: true, applied: false });
    expect((await invoicesOf(t.db, company.id))[0]!.status).toBe('pending');
    const tampered = await post(
      payload.replace('"status":"succeeded"', '"status":"x"'),
      sign(payload),
    );
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toEqual({ message: 'Invalid Stripe signature.' });

    const accepted = await post(payload, sign(payload));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ received: true, applied: true });
    expect((await invoicesOf(t.db, company.id))[0]).toMatchObject({
      status: 'paid',
      payment_reference: waiting!.payment_reference,
    });
    expect((await subscriptionOf(t.db, company.id)).status).toBe('paid');
    // Stripe delivers at least once: a repeat changes nothing.
    expect((await post(payload, sign(payload))).json()).toEqual({ received: true, applied: false });
  });

  it('records a failed payment with a bell notification', async () => {
    const company = await stripeCompany('pm_slow');
    await billMonth(t, '2024-04');
    const [waiting] = await invoicesOf(t.db, company.id);
    const payload = event('payment_intent.payment_failed', {
      id: waiting!.payment_reference,
      object: 'payment_intent',
      status: 'requires_payment_method',
      last_payment_error: { message: 'Your card was declined.' },
      metadata: { invoice_id: String(waiting!.id), company_id: String(company.id) },
    });
    expect((await post(payload, sign(payload))).json()).toEqual({ received: true, applied: true });
    expect((await invoicesOf(t.db, company.id))[0]).toMatchObject({
      status: 'failed',
      failure_reason: 'Your card was declined.',
    });
    expect((await subscriptionOf(t.db, company.id)).status).toBe('pending');
    const bell = await t.db
      .selectFrom('notifications')
      .select('title')
      .where('user_id', '=', admin.id)
      .execute();
    expect(bell).toContainEqual({ title: `Payment failed: ${company.name}` });
    // An intent naming another company's invoice is ignored.
    const forged = payload.replace(`"company_id":"${company.id}"`, '"company_id":"999999"');
    expect((await post(forged, sign(forged))).json()).toEqual({ received: true, applied: false });
  });
});
