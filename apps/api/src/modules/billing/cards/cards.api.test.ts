import { cardMessages, messages, ROLE, type Card, type CardListResponse } from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { staffTestKit } from '#test/factories/staff-users.js';

let t: TestApp;
const { signedIn, call, auditActions } = staffTestKit(() => t);
let a: TestClinic;
let b: TestClinic;
const nextYear = (new Date().getFullYear() + 1) % 100;

beforeAll(async () => {
  t = await createTestApp();
  a = await createClinic(t.app, t.db);
  b = await createClinic(t.app, t.db);
});
afterAll(() => t.close());

const demoCard = (overrides: object = {}) => ({
  email: 'billing@clinic.test',
  name: 'Sunrise Family Medicine',
  paymentMethodId: `demo_visa_4242_04_${nextYear}`,
  cardholdername: 'Dana Doctor',
  ...overrides,
});

const cardsOf = (companyId: number) =>
  t.db.selectFrom('cards').selectAll().where('company_id', '=', companyId).execute();

describe('the demo card', () => {
  it('adds, shows and deletes the one card, keeping only brand, last four and expiry', async () => {
    const clinic = await createClinic(t.app, t.db);
    const empty = await call(clinic.owner.token, 'GET', '/card');
    expect(empty.json()).toEqual({ data: [], mode: 'demo', publishable_key: null });

    const added = await call(clinic.staff.token, 'POST', '/card', demoCard());
    expect(added.statusCode).toBe(201);
    const card = added.json<{ message: string; data: Card }>();
    expect(card).toEqual({
      message: cardMessages.added,
      data: {
        id: expect.any(Number) as number,
        card_holder_name: 'Dana Doctor',
        card_brand: 'visa',
        card_last_four: '4242',
        exp_month: 4,
        exp_year: 2000 + nextYear,
      },
    });
    const listed = (await call(clinic.owner.token, 'GET', '/card')).json<CardListResponse>();
    expect(listed.data).toEqual([card.data]);
    const [row] = await cardsOf(clinic.id);
    expect(row).toMatchObject({ provider_ref: 'demo', email: 'billing@clinic.test' });

    const second = await call(clinic.owner.token, 'POST', '/card', demoCard());
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(cardMessages.oneCard);

    const deleted = await call(clinic.owner.token, 'DELETE', `/card/${card.data.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(cardMessages.deleted);
    expect(await cardsOf(clinic.id)).toEqual([]);
    expect(await auditActions('card', card.data.id)).toEqual([
      'card.create:success',
      'card.delete:success',
    ]);
  });

  it('answers the required message for each field', async () => {
    const response = await call(a.owner.token, 'POST', '/card', {});
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: [messages.required],
      name: [messages.required],
      paymentMethodId: [messages.required],
      cardholdername: [messages.required],
    });
  });

  it('refuses an expired card, a malformed demo id and a Stripe id in demo mode', async () => {
    const refusals: [string, string][] = [
      ['demo_visa_4242_01_20', cardMessages.expired],
      [`demo_visa_4242_13_${nextYear}`, cardMessages.invalidExpiry],
      [`demo_visa_42_04_${nextYear}`, cardMessages.invalidPaymentMethod],
      [`demo_bogus_4242_04_${nextYear}`, cardMessages.invalidPaymentMethod],
      ['pm_1PqExample', cardMessages.invalidPaymentMethod],
    ];
    for (const [paymentMethodId, message] of refusals) {
      const response = await call(a.owner.token, 'POST', '/card', demoCard({ paymentMethodId }));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ paymentMethodId: [message] });
    }
    expect(await cardsOf(a.id)).toEqual([]);
  });

  it('refuses a full card number in any field, and a number or CVC sent on the side', async () => {
    const number = '4242 4242 4242 4242';
    for (const field of ['cardholdername', 'name', 'paymentMethodId'] as const) {
      const response = await call(a.owner.token, 'POST', '/card', demoCard({ [field]: number }));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toContain(cardMessages.cardNumberRefused);
    }
    const inEmail = await call(
      a.owner.token,
      'POST',
      '/card',
      demoCard({ email: '4242-4242-4242-4242@clinic.test' }),
    );
    expect(inEmail.json().errors.email).toContain(cardMessages.cardNumberRefused);
    for (const extra of [{ number: '4242424242424242' }, { cvc: '123' }]) {
      const response = await call(a.owner.token, 'POST', '/card', demoCard(extra));
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(cardMessages.cardNumberRefused);
    }
    expect(await cardsOf(a.id)).toEqual([]);
  });
});

describe('who reaches the card', () => {
  it("gives another clinic neither sight of A's card nor the power to delete it", async () => {
    const added = await call(a.owner.token, 'POST', '/card', demoCard());
    const id = added.json<{ data: Card }>().data.id;
    expect((await call(b.owner.token, 'GET', '/card')).json().data).toEqual([]);
    expect((await call(b.owner.token, 'GET', `/card?company_id=${a.id}`)).statusCode).toBe(404);
    expect((await call(b.owner.token, 'DELETE', `/card/${id}`)).statusCode).toBe(404);
    expect(await cardsOf(a.id)).toHaveLength(1);
    await call(a.owner.token, 'DELETE', `/card/${id}`);
  });

  it('answers 401 without a session and 403 to provider staff', async () => {
    expect((await call(null, 'GET', '/card')).statusCode).toBe(401);
    for (const role of [ROLE.superAdmin, ROLE.salesPerson]) {
      const staff = await signedIn(role);
      expect((await call(staff.token, 'GET', `/card?company_id=${a.id}`)).statusCode).toBe(403);
      const add = await call(staff.token, 'POST', '/card', demoCard({ company_id: a.id }));
      expect(add.statusCode).toBe(403);
    }
  });
});
