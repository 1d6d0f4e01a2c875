import { cardMessages, type Card } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { appWorld } from '#test/support/app.js';
import { createClinic } from '#test/factories/clinics.js';
import { staffTestKit } from '#test/factories/staff-users.js';
import { fakeStripeForFile, type StripeRequest } from '#test/support/fake-stripe.js';

const expYear = new Date().getFullYear() + 2;
const PAYMENT_METHODS: Record<string, object> = {
  pm_good: {
    id: 'pm_good',
    card: { brand: 'mastercard', last4: '4444', exp_month: 9, exp_year: expYear },
  },
  pm_expired: {
    id: 'pm_expired',
    card: { brand: 'visa', last4: '0002', exp_month: 1, exp_year: 2020 },
  },
};

let requests: StripeRequest[] = [];
/** Stripe stand-in: answers payment methods, customers and attach/detach as Stripe would. */
const stripe = fakeStripeForFile({ secret: 'sk_test_fake', publishable: 'pk_test_fake' }, (r) => {
  requests.push(r);
  const pm = /^\/v1\/payment_methods\/([^/]+)(\/(attach|detach))?$/.exec(r.path);
  if (r.path === '/v1/customers' && r.method === 'POST')
    return { status: 200, body: { id: 'cus_123' } };
  if (pm && PAYMENT_METHODS[pm[1]!]) return { status: 200, body: PAYMENT_METHODS[pm[1]!]! };
  return { status: 402, body: { error: { message: 'Your card was declined.' } } };
});
const t = appWorld({ env: stripe.env });
const { call } = staffTestKit(() => t);

const body = (paymentMethodId: string) => ({
  email: 'billing@clinic.test',
  name: 'Lakeside Pediatrics',
  paymentMethodId,
  cardholdername: 'Lee Lakeside',
});

describe('the card with Stripe keys', () => {
  it('reads the card from Stripe, attaches it to a customer, and detaches it on delete', async () => {
    const clinic = await createClinic(t.app, t.db);
    const listed = await call(clinic.owner.token, 'GET', '/card');
    expect(listed.json()).toEqual({ data: [], mode: 'stripe', publishable_key: 'pk_test_fake' });

    requests = [];
    const added = await call(clinic.owner.token, 'POST', '/card', body('pm_good'));
    expect(added.statusCode).toBe(201);
    const card = added.json<{ data: Card }>().data;
    expect(card).toMatchObject({
      card_brand: 'master',
      card_last_four: '4444',
      exp_month: 9,
      exp_year: expYear,
      card_holder_name: 'Lee Lakeside',
    });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/payment_methods/pm_good',
      'POST /v1/customers',
      'POST /v1/payment_methods/pm_good/attach',
    ]);
    expect(requests[1]!.form).toMatchObject({
      email: 'billing@clinic.test',
      name: 'Lakeside Pediatrics',
      'metadata[company_id]': String(clinic.id),
    });
    expect(requests[2]!.form).toEqual({ customer: 'cus_123' });
    const row = await t.db
      .selectFrom('cards')
      .select('provider_ref')
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    expect(row.provider_ref).toBe('pm_good');

    requests = [];
    expect((await call(clinic.owner.token, 'DELETE', `/card/${card.id}`)).statusCode).toBe(200);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/payment_methods/pm_good/detach',
    ]);
  });

  it("refuses demo ids, expired cards and Stripe's refusals, storing nothing", async () => {
    const clinic = await createClinic(t.app, t.db);
    const refusals: [string, string][] = [
      ['demo_visa_4242_04_40', cardMessages.invalidPaymentMethod],
      ['pm_expired', cardMessages.expired],
      ['pm_declined', cardMessages.providerFailed],
      ['pm_../../v1/customers', cardMessages.invalidPaymentMethod],
    ];
    for (const [paymentMethodId, message] of refusals) {
      const response = await call(clinic.owner.token, 'POST', '/card', body(paymentMethodId));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ paymentMethodId: [message] });
    }
    const cards = await t.db
      .selectFrom('cards')
      .select('id')
      .where('company_id', '=', clinic.id)
      .execute();
    expect(cards).toEqual([]);
  });
});
