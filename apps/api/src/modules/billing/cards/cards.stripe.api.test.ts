import { cardMessages, type Card } from '@paperless/core';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createClinic } from '#test/factories/clinics.js';
import { staffTestKit } from '#test/factories/staff-users.js';

/** What the stand-in for Stripe's REST API was asked. */
interface StripeRequest {
  method: string;
  path: string;
  auth: string | undefined;
  form: Record<string, string>;
}

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
let fake: Server;
let t: TestApp;
const { call } = staffTestKit(() => t);

/** Stripe stand-in: answers payment methods, customers and attach/detach as Stripe would. */
function startFakeStripe(): Promise<Server> {
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const path = req.url ?? '';
      requests.push({
        method: req.method ?? '',
        path,
        auth: req.headers.authorization,
        form: Object.fromEntries(new URLSearchParams(raw)),
      });
      const send = (status: number, body: object) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const pm = /^\/v1\/payment_methods\/([^/]+)(\/(attach|detach))?$/.exec(path);
      if (req.headers.authorization !== 'Bearer sk_test_fake') return send(401, { error: {} });
      if (path === '/v1/customers' && req.method === 'POST') return send(200, { id: 'cus_123' });
      if (pm && PAYMENT_METHODS[pm[1]!]) return send(200, PAYMENT_METHODS[pm[1]!]!);
      return send(402, { error: { message: 'Your card was declined.' } });
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  fake = await startFakeStripe();
  const { port } = fake.address() as AddressInfo;
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_API_BASE: `http://127.0.0.1:${port}`,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => fake.close(resolve));
});

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
