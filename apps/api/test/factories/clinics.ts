import { ROLE } from '@paperless/core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/database.js';
import { giveTemplateForms } from '../../src/modules/companies/forms.js';
import { appWorld, type TestApp, type WorldEnv } from '../support/app.js';
import { createPlan } from './plans.js';
import { bearer, createUser, loginAs, unique, type TestUser } from './users.js';

export interface TestClinic {
  id: number;
  name: string;
  /** The Client Admin (is_owner) and a Sub-Client Admin, both signed in. */
  owner: TestUser & { token: string };
  staff: TestUser & { token: string };
  /** Bearer headers of the owner, for app.inject. */
  headers: Record<string, string>;
}

/**
 * A clinic as the clinic-portal tests need it: a live company on a plan with the template
 * forms, its owner and one Sub-Client Admin, both signed in. Optionally sold by a Sales Person.
 */
export async function createClinic(
  app: FastifyInstance,
  db: Db,
  options: { referenceId?: number; name?: string } = {},
): Promise<TestClinic> {
  const name = options.name ?? `Clinic ${unique()}`;
  const planId = await createPlan(db);
  const company = await db
    .insertInto('companies')
    .values({ name, plan_id: planId, reference_id: options.referenceId ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await giveTemplateForms(db, company.id);
  const owner = await createUser(db, ROLE.clientAdmin, { companyId: company.id, owner: true });
  const staff = await createUser(db, ROLE.subClientAdmin, { companyId: company.id });
  const ownerToken = (await loginAs(app, owner)).token;
  const staffToken = (await loginAs(app, staff)).token;
  return {
    id: company.id,
    name,
    owner: { ...owner, token: ownerToken },
    staff: { ...staff, token: staffToken },
    headers: bearer(ownerToken),
  };
}

/** A test file's app with its clinic (`clinic`) and whatever `more` adds for its tests. */
export type ClinicWorld<More extends object = object> = TestApp & { clinic: TestClinic } & More;

/**
 * One app and one clinic for a test file: made before its tests, closed after them. Its fields
 * are there once beforeAll has run, so read them inside tests, hooks and helpers they call.
 */
export function clinicWorld<More extends object = object>(
  options: { name?: string; env?: WorldEnv } = {},
  more?: (world: ClinicWorld) => Promise<More>,
): ClinicWorld<More> {
  return appWorld({ env: options.env }, async (t) => {
    const clinic = await createClinic(t.app, t.db, { name: options.name });
    return { clinic, ...(await more?.({ ...t, clinic })) };
  }) as ClinicWorld<More>;
}
