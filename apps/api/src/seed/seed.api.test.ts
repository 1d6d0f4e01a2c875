import { ROLE } from '@paperless/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { loginAs } from '../test/factories.js';
import { bootstrapAdmin } from './admin.js';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('creates the first Super Admin only on an empty database', async () => {
  expect(
    await bootstrapAdmin(t.db, { email: 'Boss@Example.com', password: 'first admin pw' }),
  ).toBe(true);
  const login = await loginAs(t.app, { email: 'boss@example.com', password: 'first admin pw' });
  expect(login.user).toMatchObject({
    role: ROLE.superAdmin,
    user_type: 'provider',
    associate_id: login.user.id,
  });
  expect(await bootstrapAdmin(t.db, { email: 'second@example.com', password: 'x' })).toBe(false);
});

it('loads the demo data once, with every listed login working in its role', async () => {
  expect(await seedDemo(t.db)).toBe(true);
  expect(await seedDemo(t.db)).toBe(false);
  for (const demo of DEMO_USERS) {
    const { user } = await loginAs(t.app, { email: demo.email, password: DEMO_PASSWORD });
    expect(user.role).toBe(demo.role);
    expect(user.company?.name ?? null).toBe(demo.clinic ?? null);
    expect(user.is_owner).toBe(demo.owner ?? false);
  }
  const plans = await t.db
    .selectFrom('companies')
    .innerJoin('plans', 'plans.id', 'companies.plan_id')
    .select(['companies.name as clinic', 'plans.name as plan', 'plans.on_demand'])
    .orderBy('companies.id')
    .execute();
  expect(plans).toEqual([
    { clinic: 'Sunrise Family Medicine', plan: 'Professional Plan', on_demand: false },
    { clinic: 'Lakeside Pediatrics', plan: 'Basic Plan', on_demand: false },
    { clinic: 'Hill Country Orthopedics', plan: 'Hill Country Orthopedics', on_demand: true },
  ]);
  const roles = new Set(DEMO_USERS.map((u) => u.role));
  expect(roles).toEqual(new Set(Object.values(ROLE)));
});

it('gives each demo clinic its record, forms, subscription and Sales Person', async () => {
  const clinics = await t.db
    .selectFrom('companies as c')
    .innerJoin('subscriptions as s', 's.company_id', 'c.id')
    .leftJoin('users as seller', 'seller.id', 'c.reference_id')
    .select((eb) => [
      'c.name',
      'c.zip',
      's.status',
      'seller.email as seller',
      eb
        .selectFrom('forms as f')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('f.company_id', '=', 'c.id')
        .as('forms'),
    ])
    .orderBy('c.id')
    .execute();
  expect(clinics.map((c) => [c.name, c.status, c.seller, Number(c.forms)])).toEqual([
    ['Sunrise Family Medicine', 'paid', null, 10],
    ['Lakeside Pediatrics', 'pending', 'sales1@paperless.demo', 10],
    ['Hill Country Orthopedics', 'trial', null, 10],
  ]);
  expect(clinics.every((c) => /^\d{5}$/.test(c.zip ?? ''))).toBe(true);
});
