import { companyMessages, planMessages, ROLE, type PlanListResponse } from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { bearer, createUser, loginAs, unique } from '#test/factories/users.js';
import { clientPayload } from '#test/factories/companies.js';
import { createPlan } from '#test/factories/plans.js';

let t: TestApp;
let admin: string;
let salesA: { id: number; token: string };
let salesB: { id: number; token: string };
let standardPlan: number;

async function signedIn(role: typeof ROLE.salesPerson | typeof ROLE.superAdmin) {
  const user = await createUser(t.db, role);
  return { id: user.id, token: (await loginAs(t.app, user)).token };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(ROLE.superAdmin)).token;
  salesA = await signedIn(ROLE.salesPerson);
  salesB = await signedIn(ROLE.salesPerson);
  standardPlan = await createPlan(t.db);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, payload, headers: bearer(token) });

async function customPlan(companyName: string, token = admin): Promise<number> {
  const response = await call('POST', '/plan/custom', token, {
    company_name: companyName,
    encounter: 40,
    price: '30',
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.id;
}

/** A client of the given Sales Person, on a standard plan. */
async function clientOf(salesId: number): Promise<{ id: number; name: string }> {
  const name = `Clinic ${unique()}`;
  const company = await t.db
    .insertInto('companies')
    .values({ name, plan_id: standardPlan, reference_id: salesId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: company.id, name };
}

const customNames = async (token: string) =>
  (await call('GET', '/plan', token)).json<PlanListResponse>()['custom-plans'].map((p) => p.name);

describe('a Sales Person and custom plans', () => {
  it("lists the standard plans and only their own clients' custom plans", async () => {
    const mine = await clientOf(salesA.id);
    const theirs = await clientOf(salesB.id);
    await customPlan(mine.name);
    await customPlan(theirs.name);
    const madeByA = `Clinic ${unique()}`;
    await customPlan(madeByA, salesA.token);

    const seenByA = await customNames(salesA.token);
    expect(seenByA).toEqual(expect.arrayContaining([mine.name, madeByA]));
    expect(seenByA).not.toContain(theirs.name);
    const standard = (await call('GET', '/plan', salesA.token)).json<PlanListResponse>().plans;
    expect(standard.map((p) => p.id)).toContain(standardPlan);
    expect(await customNames(admin)).toEqual(
      expect.arrayContaining([mine.name, theirs.name, madeByA]),
    );
  });

  it("puts a client only on a standard plan or that client's own custom plan", async () => {
    const theirs = await clientOf(salesB.id);
    const othersPlan = await customPlan(theirs.name);
    const name = `Clinic ${unique()}`;
    const ownPlan = await customPlan(name, salesA.token);

    const stolen = await call('POST', '/company/store', salesA.token, {
      ...clientPayload(othersPlan),
      name,
    });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors).toEqual({ plan_id: [companyMessages.planUnavailable] });
    expect(
      await t.db.selectFrom('companies').select('id').where('name', '=', name).execute(),
    ).toEqual([]);

    const created = await call('POST', '/company/store', salesA.token, {
      ...clientPayload(ownPlan),
      name,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;

    const moved = await call('POST', `/company/update/${id}`, salesA.token, {
      ...clientPayload(othersPlan),
      name,
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({ plan_id: [companyMessages.planUnavailable] });
    const onStandard = await call('POST', `/company/update/${id}`, salesA.token, {
      ...clientPayload(standardPlan),
      name,
    });
    expect(onStandard.statusCode).toBe(200);

    // Staff who see every client may still put a client on any custom plan.
    const byAdmin = await call('POST', '/company/store', admin, clientPayload(othersPlan));
    expect(byAdmin.statusCode).toBe(201);
  });
});

/**
 * Security III, finding 10: a Sales Person made a custom plan for any business by name (another
 * Sales Person's client among them), learnt from the answer whether that client had one, and
 * priced it at $0.01 for 1,000,000 encounters.
 */
describe("a Sales Person's custom plan", () => {
  const attempt = (token: string, company_name: string, encounter: number, price: string) =>
    call('POST', '/plan/custom', token, { company_name, encounter, price });

  it("is refused for another's client, with or without a plan, in the same words", async () => {
    const theirs = await clientOf(salesB.id);
    const withPlan = await clientOf(salesB.id);
    await customPlan(withPlan.name);
    for (const name of [theirs.name, withPlan.name.toUpperCase()]) {
      const response = await attempt(salesA.token, name, 40, '30');
      expect(response.statusCode, name).toBe(422);
      expect(response.json().errors).toEqual({ company_name: [planMessages.notYourClient] });
    }
    // A plan another Sales Person made for a business they are signing up is theirs too.
    const prospect = `Clinic ${unique()}`;
    await customPlan(prospect, salesB.token);
    expect((await attempt(salesA.token, prospect, 40, '30')).json().errors).toEqual({
      company_name: [planMessages.notYourClient],
    });
    const plans = await t.db
      .selectFrom('plans')
      .select('id')
      .where('company_name', 'in', [theirs.name, prospect])
      .execute();
    expect(plans).toHaveLength(1);
  });

  it('is made for their own client or a new business', async () => {
    const mine = await clientOf(salesA.id);
    expect((await attempt(salesA.token, mine.name, 40, '30')).statusCode).toBe(201);
    expect((await attempt(salesA.token, `Clinic ${unique()}`, 40, '30')).statusCode).toBe(201);
  });

  it("is no cheaper per encounter than the cheapest standard plan, unless plans' staff set it", async () => {
    const rows = await t.db
      .selectFrom('plans')
      .select(['price', 'encounter'])
      .where('on_demand', '=', false)
      .where('is_active', '=', 1)
      .where('deleted_at', 'is', null)
      .where('encounter', '>', 0)
      .execute();
    const cheapest = Math.min(...rows.map((r) => Number(r.price) / r.encounter));
    const floor = `$${(Math.floor(cheapest * 100) / 100).toFixed(2)}`;
    const name = `Clinic ${unique()}`;
    const cheap = await attempt(salesA.token, name, 999_999, '0.01');
    expect(cheap.statusCode).toBe(422);
    expect(cheap.json().errors).toEqual({ price: [planMessages.belowStandardRate(floor)] });
    expect((await attempt(admin, name, 999_999, '0.01')).statusCode).toBe(201);
  });
});

describe('plan prices', () => {
  it('refuses a plan priced 0, naming the field, and stores nothing', async () => {
    const name = `Free ${unique()}`;
    for (const price of ['0', '0.00', 0]) {
      const standard = await call('POST', '/plan', admin, { name, encounter: '10', price });
      expect(standard.statusCode).toBe(422);
      expect(standard.json().errors).toEqual({ price: [planMessages.pricePositive] });
    }
    const custom = await call('POST', '/plan/custom', admin, {
      company_name: name,
      encounter: 10,
      price: '0',
    });
    expect(custom.json().errors).toEqual({ price: [planMessages.pricePositive] });
    const update = await call('PUT', `/plan/update/${standardPlan}`, admin, {
      name,
      encounter: '10',
      price: '0',
    });
    expect(update.json().errors).toEqual({ price: [planMessages.pricePositive] });
    const stored = await t.db.selectFrom('plans').select('id').where('name', '=', name).execute();
    expect(stored).toEqual([]);
  });
});
