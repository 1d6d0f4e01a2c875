import {
  messages,
  planMessages,
  ROLE,
  type BuiltInRoleName,
  type Plan,
  type PlanListResponse,
} from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { bearer, createUser, loginAs, unique } from '#test/factories/users.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(ROLE.productAdmin);
});
afterAll(() => t.close());

async function tokenFor(role: BuiltInRoleName) {
  return (await loginAs(t.app, await createUser(t.db, role))).token;
}

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token = admin,
) => t.app.inject({ method, url: `/api${url}`, payload, headers: bearer(token) });

async function newPlan(overrides: object = {}): Promise<Plan> {
  const response = await call('POST', '/plan', {
    name: `Plan ${unique()}`,
    encounter: '250',
    price: '59.5',
    overage_cost: '',
    description: '',
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

describe('plans', () => {
  it('creates, reads, updates and lists a standard plan', async () => {
    const plan = await newPlan({ overage_cost: '0.45', description: 'Mid-size' });
    expect(plan).toMatchObject({
      encounter: 250,
      price: 59.5,
      overage_cost: 0.45,
      is_active: 1,
      on_demand: false,
      company_name: null,
    });

    expect((await call('GET', `/plan/${plan.id}`)).json().data).toEqual(plan);
    expect((await call('GET', `/plan/edit/${plan.id}`)).json().data).toEqual(plan);

    const updated = await call('PUT', `/plan/update/${plan.id}`, {
      name: plan.name,
      encounter: 300,
      price: 64,
      overage_cost: null,
    });
    expect(updated.json().data).toMatchObject({
      encounter: 300,
      price: 64,
      overage_cost: null,
      description: null,
    });

    const list = (await call('GET', '/plan')).json<PlanListResponse>();
    expect(list.plans.map((p) => p.id)).toContain(plan.id);
    expect(list['custom-plans'].map((p) => p.id)).not.toContain(plan.id);

    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'plan')
      .where('target_id', '=', String(plan.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['plan.create', 'plan.update']);
  });

  it('answers the spec messages per field and stores nothing', async () => {
    const before = (await call('GET', '/plan')).json<PlanListResponse>().plans.length;
    const empty = await call('POST', '/plan', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      name: [messages.required],
      encounter: [messages.required],
      price: [messages.required],
    });
    const notNumbers = await call('POST', '/plan', {
      name: 'X',
      encounter: '12a',
      price: 'ten',
      overage_cost: '1,5',
    });
    expect(notNumbers.json().errors).toEqual({
      encounter: [planMessages.mustBeNumber],
      price: [planMessages.mustBeNumber],
      overage_cost: [planMessages.mustBeNumber],
    });
    const tooLong = await call('POST', '/plan', { name: 'X', encounter: 1, price: '123456' });
    expect(tooLong.json().errors).toEqual({ price: [messages.maxLength(5)] });
    expect(messages.maxLength(5)).toBe('Maximum character length reached (5 characters).');
    expect((await call('GET', '/plan')).json<PlanListResponse>().plans.length).toBe(before);
  });

  it('offers only active plans when asked, after a status change', async () => {
    const plan = await newPlan();
    const off = await call('PUT', `/plan/status-update/${plan.id}`, { is_active: 0 });
    expect(off.json().data.is_active).toBe(0);
    const active = (await call('GET', '/plan?active=1')).json<PlanListResponse>();
    expect(active.plans.map((p) => p.id)).not.toContain(plan.id);
    expect((await call('GET', '/plan')).json<PlanListResponse>().plans.map((p) => p.id)).toContain(
      plan.id,
    );
  });

  it('makes one custom plan per company, named after it', async () => {
    const company = `Clinic ${unique()}`;
    const created = await call('POST', '/plan/custom', {
      company_name: company,
      encounter: 80,
      price: '45',
      overage_cost: '0.2',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      name: company,
      company_name: company,
      on_demand: true,
    });
    const again = await call('POST', '/plan/custom', {
      company_name: company.toUpperCase(),
      encounter: 1,
      price: 1,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ company_name: [planMessages.customPlanExists] });
    const noName = await call('POST', '/plan/custom', {
      company_name: '  ',
      encounter: 1,
      price: 1,
    });
    expect(noName.json().errors).toEqual({ company_name: [planMessages.companyNameEmpty] });
    expect(
      (await call('GET', '/plan')).json<PlanListResponse>()['custom-plans'].map((p) => p.name),
    ).toContain(company);
  });

  it('refuses to delete a plan a company is on, and deletes it once free', async () => {
    const plan = await newPlan();
    const company = await t.db
      .insertInto('companies')
      .values({ name: 'On the plan', plan_id: plan.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await call('DELETE', `/plan/delete/${plan.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: planMessages.planInUse });
    await t.db
      .updateTable('companies')
      .set({ plan_id: null })
      .where('id', '=', company.id)
      .execute();
    expect((await call('DELETE', `/plan/delete/${plan.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/plan/${plan.id}`)).statusCode).toBe(404);
  });
});

describe('who may touch plans', () => {
  it('lets clients staff read the list but not change plans', async () => {
    const sales = await tokenFor(ROLE.salesPerson);
    expect((await call('GET', '/plan?active=1', undefined, sales)).statusCode).toBe(200);
    expect(
      (await call('POST', '/plan', { name: 'X', encounter: 1, price: 1 }, sales)).statusCode,
    ).toBe(403);
    expect((await call('GET', '/plan/1', undefined, sales)).statusCode).toBe(403);
  });

  it('closes plans to clinic users and to callers without a session', async () => {
    const clinic = await tokenFor(ROLE.clientAdmin);
    expect((await call('GET', '/plan', undefined, clinic)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/plan' })).statusCode).toBe(401);
  });
});
