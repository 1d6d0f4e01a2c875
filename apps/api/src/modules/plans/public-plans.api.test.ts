import { PLAN_FEATURES, publicPlansResponseSchema, type PublicPlan } from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { unique } from '#test/factories/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function insertPlan(values: {
  price: number;
  is_active?: 0 | 1;
  on_demand?: boolean;
  deleted?: boolean;
  overage_cost?: number | null;
  description?: string | null;
}) {
  const name = `Plan ${unique()}`;
  const { id } = await t.db
    .insertInto('plans')
    .values({
      name,
      encounter: 250,
      price: values.price,
      overage_cost: values.overage_cost === undefined ? 0.45 : values.overage_cost,
      description: values.description === undefined ? 'Mid-size' : values.description,
      is_active: values.is_active ?? 1,
      on_demand: values.on_demand ?? false,
      company_name: values.on_demand ? name : null,
      deleted_at: values.deleted ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, name };
}

const getPlans = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/public/plans', headers });

describe('GET /api/public/plans', () => {
  it('lists only active, standard, live plans, cheapest first, without signing in', async () => {
    const dear = await insertPlan({ price: 120.5 });
    const cheap = await insertPlan({ price: 19, overage_cost: null, description: null });
    const inactive = await insertPlan({ price: 50, is_active: 0 });
    const custom = await insertPlan({ price: 60, on_demand: true });
    const deleted = await insertPlan({ price: 70, deleted: true });

    const response = await getPlans();
    expect(response.statusCode).toBe(200);
    const { plans } = publicPlansResponseSchema.parse(response.json());
    const ids = plans.map((p) => p.id);
    expect(ids).toEqual([cheap.id, dear.id]);
    for (const excluded of [inactive, custom, deleted]) expect(ids).not.toContain(excluded.id);

    expect(plans[1]).toEqual<PublicPlan>({
      id: dear.id,
      name: dear.name,
      price: 120.5,
      encounters: 250,
      overage_cost: 0.45,
      description: 'Mid-size',
      features: [...PLAN_FEATURES],
    });
    expect(plans[0]).toMatchObject({ overage_cost: null, description: null, price: 19 });
  });

  it('answers exactly the documented fields and may be cached briefly by anyone', async () => {
    const response = await getPlans();
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    for (const plan of response.json().plans) {
      expect(Object.keys(plan).sort()).toEqual(
        ['description', 'encounters', 'features', 'id', 'name', 'overage_cost', 'price'].sort(),
      );
    }
  });

  it('ignores a stale or bogus bearer token (public route)', async () => {
    const response = await getPlans({ authorization: 'Bearer not-a-session' });
    expect(response.statusCode).toBe(200);
  });

  it('is listed in the OpenAPI description', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/public/plans'].get.summary).toMatch(/Active standard plans/);
  });
});
