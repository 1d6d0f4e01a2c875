import { ROLE, type BuiltInRoleName, type SetupChecklist } from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { bearer, createUser, loginAs } from '#test/factories/users.js';
import { createPlan } from '#test/factories/plans.js';

async function checklist(
  t: TestApp,
  role: BuiltInRoleName = ROLE.superAdmin,
): Promise<SetupChecklist> {
  const { token } = await loginAs(t.app, await createUser(t.db, role));
  const response = await t.app.inject({ url: '/api/dashboard/setup', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json<SetupChecklist>();
}

describe('GET /api/dashboard/setup', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists every step undone on a fresh installation', async () => {
    expect(await checklist(t)).toEqual({
      steps: [
        { key: 'plan', done: false },
        { key: 'client', done: false },
        { key: 'email', done: false },
      ],
    });
  });

  it('ticks the plan and the client from the data, not a custom plan', async () => {
    await t.db
      .insertInto('plans')
      .values({ name: 'Custom', encounter: 1, price: 1, company_name: 'Someone' })
      .execute();
    expect((await checklist(t)).steps[0]).toEqual({ key: 'plan', done: false });
    const planId = await createPlan(t.db);
    await t.db.insertInto('companies').values({ name: 'First clinic', plan_id: planId }).execute();
    const steps = (await checklist(t)).steps;
    expect(steps.filter((s) => s.done).map((s) => s.key)).toEqual(['plan', 'client']);
  });

  it('leaves out the steps the caller cannot take', async () => {
    // Sub-Super Admin has no view_outbox: e-mail is the Super Admin's.
    expect((await checklist(t, ROLE.subSuperAdmin)).steps.map((s) => s.key)).toEqual([
      'plan',
      'client',
    ]);
    // A Sales Person sets nothing up.
    expect(await checklist(t, ROLE.salesPerson)).toEqual({ steps: [] });
  });

  it('answers 403 to a clinic user', async () => {
    const owner = await createUser(t.db, ROLE.clientAdmin, { owner: true });
    const { token } = await loginAs(t.app, owner);
    const response = await t.app.inject({ url: '/api/dashboard/setup', headers: bearer(token) });
    expect(response.statusCode).toBe(403);
  });
});

it('ticks e-mail when SMTP is configured', async () => {
  const t = await createTestApp({ SMTP_URL: 'smtp://mail.example.test:587' });
  try {
    expect((await checklist(t)).steps).toContainEqual({ key: 'email', done: true });
  } finally {
    await t.close();
  }
});
