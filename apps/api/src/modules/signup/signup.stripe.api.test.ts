import { signupMessages } from '@paperless/core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appWorld } from '#test/support/app.js';
import { loginAs } from '#test/factories/users.js';
import { activateTrialOf, signupPayload, solvedSignupProof } from '#test/factories/signup.js';
import { createPlan } from '#test/factories/plans.js';
import { fakeStripeForFile } from '#test/support/fake-stripe.js';

interface Intent {
  id: string;
  status: string;
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  /** Expanded when asked, as Stripe does with expand[]=payment_method. */
  payment_method?: object | null;
}

/** The stand-in's PaymentIntents, by id, and what it was asked to create. */
const intents = new Map<string, Intent>();
let created: Record<string, string>[] = [];
let planId: number;

/** Stands in for Stripe's REST API: creates and retrieves PaymentIntents as Stripe answers. */
const stripe = fakeStripeForFile({ secret: 'sk_test_fake', publishable: 'pk_test_fake' }, (r) => {
  if (r.path === '/v1/customers' && r.method === 'POST') {
    created.push({ customer: 'created', ...r.form });
    return { status: 200, body: { id: 'cus_new', object: 'customer' } };
  }
  if (r.path === '/v1/payment_intents' && r.method === 'POST') {
    created.push(r.form);
    const body = { id: 'pi_new', object: 'payment_intent', client_secret: 'pi_new_secret_x' };
    return { status: 200, body };
  }
  const match = /^\/v1\/payment_intents\/([^/?]+)/.exec(r.path);
  const intent = match && intents.get(match[1]!);
  if (intent) return { status: 200, body: { object: 'payment_intent', ...intent } };
  const error = { type: 'invalid_request_error', message: 'No such payment_intent' };
  return { status: 404, body: { error } };
});
const t = appWorld({ env: stripe.env });
beforeAll(async () => {
  planId = await createPlan(t.db, { price: 79.5 });
});
beforeEach(() => {
  created = [];
});

let serial = 0;
/** A PaymentIntent in the stand-in, as this signup would have paid it, with changes. */
function paidIntent(loginEmail: string, changes: Partial<Intent> = {}): string {
  serial += 1;
  const intent: Intent = {
    id: `pi_test_${serial}`,
    status: 'succeeded',
    amount: 7950,
    currency: 'usd',
    metadata: { purpose: 'signup', plan_id: String(planId), login_email: loginEmail },
    ...changes,
  };
  intents.set(intent.id, intent);
  return intent.id;
}

// A registration carries a freshly solved proof-of-work challenge, as the wizard's does.
const post = async (url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload:
      url === '/register-client' ? { altcha: await solvedSignupProof(t.app), ...payload } : payload,
  });

describe('signup with Stripe', () => {
  it('gives the wizard the publishable key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/signup/config' });
    expect(res.json()).toEqual({ mode: 'stripe', publishable_key: 'pk_test_fake' });
  });

  it("creates a PaymentIntent for the plan's first month, tied to the plan and e-mail", async () => {
    const res = await post('/signup/payment-intent', { planId, loginEmail: 'New@Harbor.test' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ client_secret: 'pi_new_secret_x' });
    expect(created[0]).toMatchObject({ customer: 'created', email: 'new@harbor.test' });
    expect(created[1]).toMatchObject({
      amount: '7950',
      currency: 'usd',
      'metadata[plan_id]': String(planId),
      'metadata[login_email]': 'new@harbor.test',
      'automatic_payment_methods[enabled]': 'true',
      // The card is kept for the monthly charges, on the signup's customer.
      customer: 'cus_new',
      setup_future_usage: 'off_session',
    });
  });

  it('creates no customer or PaymentIntent for a login e-mail in use', async () => {
    const first = signupPayload(planId);
    expect(
      (await post('/register-client', { ...first, paymentIntentId: paidIntent(first.loginEmail) }))
        .statusCode,
    ).toBe(201);
    const res = await post('/signup/payment-intent', { planId, loginEmail: first.loginEmail });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ loginEmail: [signupMessages.loginEmailTaken] });
    expect(created).toHaveLength(0);
  });

  it('accepts a succeeded intent, keeps it on the paid invoice and its card for billing', async () => {
    const payload = signupPayload(planId);
    const intentId = paidIntent(payload.loginEmail, {
      payment_method: {
        id: 'pm_card_1',
        object: 'payment_method',
        card: { brand: 'mastercard', last4: '4444', exp_month: 9, exp_year: 2031 },
      },
    });
    const res = await post('/register-client', { ...payload, paymentIntentId: intentId });
    expect(res.statusCode).toBe(201);
    const invoice = await t.db
      .selectFrom('invoices as i')
      .innerJoin('companies as c', 'c.id', 'i.company_id')
      .select(['i.status', 'i.amount', 'i.payment_reference'])
      .where('c.email', '=', payload.loginEmail)
      .executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({ status: 'paid', payment_reference: intentId });
    expect(Number(invoice.amount)).toBe(79.5);
    const card = await t.db
      .selectFrom('cards as k')
      .innerJoin('companies as c', 'c.id', 'k.company_id')
      .select(['k.provider_ref', 'k.card_brand', 'k.card_last_four', 'k.exp_month', 'k.exp_year'])
      .where('c.email', '=', payload.loginEmail)
      .executeTakeFirstOrThrow();
    expect(card).toEqual({
      provider_ref: 'pm_card_1',
      card_brand: 'master',
      card_last_four: '4444',
      exp_month: 9,
      exp_year: 2031,
    });
    await loginAs(t.app, { email: payload.loginEmail, password: payload.password });
  });

  it('refuses registration without a payment, or with one Stripe does not confirm', async () => {
    const payload = signupPayload(planId);
    const cases: [string | undefined, string][] = [
      [undefined, signupMessages.paymentRequired],
      [
        paidIntent(payload.loginEmail, { status: 'requires_payment_method' }),
        signupMessages.paymentRequired,
      ],
      [paidIntent(payload.loginEmail, { amount: 100 }), signupMessages.paymentNotConfirmed],
      [paidIntent(payload.loginEmail, { currency: 'eur' }), signupMessages.paymentNotConfirmed],
      [paidIntent('someone-else@harbor.test'), signupMessages.paymentNotConfirmed],
      ['pi_unknown', signupMessages.paymentNotConfirmed],
    ];
    for (const [paymentIntentId, message] of cases) {
      const res = await post('/register-client', { ...payload, paymentIntentId });
      expect(res.statusCode, String(paymentIntentId)).toBe(422);
      expect(res.json().errors).toEqual({ paymentIntentId: [message] });
    }
    const company = await t.db
      .selectFrom('companies')
      .select('id')
      .where('email', '=', payload.loginEmail)
      .executeTakeFirst();
    expect(company).toBeUndefined();
  });

  it('opens one account per payment', async () => {
    const first = signupPayload(planId);
    const intentId = paidIntent(first.loginEmail);
    expect(
      (await post('/register-client', { ...first, paymentIntentId: intentId })).statusCode,
    ).toBe(201);
    // The same intent again, even rewritten for another e-mail, opens nothing more.
    const second = signupPayload(planId);
    intents.get(intentId)!.metadata.login_email = second.loginEmail;
    const res = await post('/register-client', { ...second, paymentIntentId: intentId });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(signupMessages.paymentUsed);
  });

  // Decision 29: with keys the trial still asks Stripe nothing and takes no payment.
  it('starts a free trial without asking Stripe anything', async () => {
    const payload = signupPayload(planId, { trial: true });
    const res = await post('/register-client', payload);
    expect(res.statusCode).toBe(201);
    expect((await activateTrialOf(t, payload.loginEmail)).statusCode).toBe(200);
    expect(created).toEqual([]);
    const sub = await t.db
      .selectFrom('subscriptions as s')
      .innerJoin('companies as c', 'c.id', 's.company_id')
      .select(['s.status', 'c.id'])
      .where('c.email', '=', payload.loginEmail)
      .executeTakeFirstOrThrow();
    expect(sub.status).toBe('trial');
    const paid = await t.db
      .selectFrom('invoices')
      .select('id')
      .where('company_id', '=', sub.id)
      .execute();
    expect(paid).toEqual([]);
    const withIntent = signupPayload(planId, { trial: true, paymentIntentId: 'pi_test_x' });
    const refused = await post('/register-client', withIntent);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ trial: [signupMessages.trialNoPayment] });
  });
});
