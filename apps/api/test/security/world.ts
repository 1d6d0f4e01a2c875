import { createSession } from '../../src/lib/sessions.js';
import { ROLE, type Permission } from '@paperless/core';
import { randomInt } from 'node:crypto';
import { createClinic, type TestClinic } from '../factories/clinics.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { createUser, loginAs, TEST_PASSWORD, unique } from '../factories/users.js';
import { seedClinicB } from './clinic-b.js';
import type { Targets } from './route-classes.js';

/** A signed-in caller of the matrix, with what it may do. */
export interface Caller {
  name: string;
  token: string;
  userId: number | null;
  kind: 'provider' | 'clinic' | 'anonymous';
  permissions: readonly string[];
  /** Reaches clinic B's data (provider staff other than Sales Person 1). */
  reachesB: boolean;
}

export interface World {
  t: TestApp;
  /** Letters only, so it survives name validation; every piece of clinic B's data carries it. */
  marker: string;
  a: TestClinic;
  b: TestClinic;
  targets: Targets;
  providers: Record<
    'superAdmin' | 'subSuperAdmin' | 'productAdmin' | 'sales1' | 'sales2' | 'noPermission',
    Caller
  >;
  clinicA: { owner: Caller; staff: Caller };
  clinicB: { owner: Caller; staff: Caller };
  anonymous: Caller[];
}

const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(26))).join('');

async function permissionsOf(t: TestApp, userId: number): Promise<string[]> {
  const rows = await t.db
    .selectFrom('users as u')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'u.role_id')
    .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
    .select('p.key')
    .where('u.id', '=', userId)
    .execute();
  return rows.map((r) => r.key);
}

/**
 * Two clinics with everything a route can point at, and a caller of every kind. Clinic B belongs
 * to Sales Person 2 and is the target of the isolation matrix; its data carries `marker`, so any
 * answer that shows it to a caller who may not see it is found by a plain text search.
 */
export async function buildWorld(env: Record<string, string> = {}): Promise<World> {
  const t = await createTestApp(env);
  const { db } = t;
  const marker = `qz${letters(10)}`;

  const provider = async (
    name: string,
    role: (typeof ROLE)[keyof typeof ROLE],
    reachesB: boolean,
  ): Promise<Caller & { email: string }> => {
    const user = await createUser(db, role);
    const token = (await loginAs(t.app, user)).token;
    return {
      name,
      token,
      userId: user.id,
      kind: 'provider',
      permissions: await permissionsOf(t, user.id),
      reachesB,
      email: user.email,
    };
  };
  const superAdmin = await provider('Super Admin', ROLE.superAdmin, true);
  const subSuperAdmin = await provider('Sub-Super Admin', ROLE.subSuperAdmin, true);
  const productAdmin = await provider('Product Admin', ROLE.productAdmin, true);
  const sales1 = await provider('Sales Person 1', ROLE.salesPerson, false);
  const sales2 = await provider('Sales Person 2', ROLE.salesPerson, true);

  // A custom provider role with no permission at all: it may reach only its own account.
  const emptyRole = await db
    .insertInto('roles')
    .values({ name: `Empty ${unique()}`, kind: 'provider', is_system: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  const loner = await createUser(db, ROLE.productAdmin);
  await db.updateTable('users').set({ role_id: emptyRole.id }).where('id', '=', loner.id).execute();
  const noPermission: Caller = {
    name: 'custom role without permissions',
    token: (await loginAs(t.app, loner)).token,
    userId: loner.id,
    kind: 'provider',
    permissions: [],
    reachesB: false,
  };
  // A second custom role, the target of the role routes (so the matrix never edits the one above).
  const targetRole = await db
    .insertInto('roles')
    .values({ name: `Target ${unique()}`, kind: 'provider', is_system: false })
    .returning('id')
    .executeTakeFirstOrThrow();

  const targetStaff = await createUser(db, ROLE.productAdmin);
  const roleId = async (name: string) =>
    (await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow())
      .id;

  const a = await createClinic(t.app, db);
  const ownerEmail = `owner-${marker}@clinic.test`;
  const b = await createClinic(t.app, db, {
    referenceId: sales2.userId!,
    name: `Clinic ${marker}`,
  });
  await db
    .updateTable('companies')
    .set({ email: ownerEmail, billing_email: `billing-${marker}@clinic.test` })
    .where('id', '=', b.id)
    .execute();
  await db.updateTable('users').set({ email: ownerEmail }).where('id', '=', b.owner.id).execute();
  await db
    .updateTable('users')
    .set({ first_name: marker })
    .where('company_id', '=', b.id)
    .execute();

  const transferee = await createUser(db, ROLE.subClientAdmin, { companyId: b.id });
  const staffSession = await db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', b.staff.id)
    .executeTakeFirstOrThrow();

  const clinicCaller = async (
    clinic: TestClinic,
    who: 'owner' | 'staff',
    reachesB: boolean,
  ): Promise<Caller> => ({
    name: `clinic ${clinic === a ? 'A' : 'B'} ${who === 'owner' ? 'owner' : 'sub-user'}`,
    token: clinic[who].token,
    userId: clinic[who].id,
    kind: 'clinic',
    permissions: await permissionsOf(t, clinic[who].id),
    reachesB,
  });

  const things = await seedClinicB(t, b, marker);

  // Tokens that must never work: random, and one of a session that has ended.
  const ended = await loginAs(t.app, a.owner);
  await t.app.inject({
    method: 'POST',
    url: '/api/logout',
    headers: { authorization: `Bearer ${ended.token}` },
  });
  const anonymous: Caller[] = [
    {
      name: 'no session',
      token: '',
      userId: null,
      kind: 'anonymous',
      permissions: [],
      reachesB: false,
    },
    {
      name: 'garbage token',
      token: `garbage-${unique()}${unique()}`,
      userId: null,
      kind: 'anonymous',
      permissions: [],
      reachesB: false,
    },
    {
      name: 'ended session',
      token: ended.token,
      userId: null,
      kind: 'anonymous',
      permissions: [],
      reachesB: false,
    },
  ];

  return {
    t,
    marker,
    a,
    b,
    targets: {
      companyId: b.id,
      formId: things.formId,
      templateFormId: things.templateFormId,
      templateId: 1,
      bucketId: things.bucketId,
      linkId: things.linkId,
      linkToken: things.linkToken,
      submissionId: things.submissionId,
      uploadId: things.uploadId,
      cardId: things.cardId,
      invoiceId: things.invoiceId,
      companyUserId: b.staff.id,
      transfereeId: transferee.id,
      sessionId: staffSession.id,
      ownerId: b.owner.id,
      staffUserId: targetStaff.id,
      roleId: targetRole.id,
      staffRoleId: await roleId(ROLE.salesPerson),
      clinicRoleId: await roleId(ROLE.subClientAdmin),
      planId: things.unusedPlanId,
      clientPlanId: things.planId,
      ownerEmail,
      salesPersonId: sales2.userId!,
      password: TEST_PASSWORD,
      marker,
    },
    providers: { superAdmin, subSuperAdmin, productAdmin, sales1, sales2, noPermission },
    clinicA: {
      owner: await clinicCaller(a, 'owner', false),
      staff: await clinicCaller(a, 'staff', false),
    },
    clinicB: {
      owner: await clinicCaller(b, 'owner', true),
      staff: await clinicCaller(b, 'staff', true),
    },
    anonymous,
  };
}

export const hasAny = (caller: Caller, needed: readonly string[]) =>
  needed.length === 0 || needed.some((p) => caller.permissions.includes(p as Permission));

/**
 * A fresh session for a caller, made directly (no sign-in): a route that ends sessions must not
 * starve the next calls. Null (the anonymous caller): no token.
 */
export async function freshSession(w: World, userId: number | null, userAgent: string) {
  if (userId === null) return '';
  const session = await createSession(w.t.db, w.t.config, {
    userId,
    remember: false,
    ip: null,
    userAgent,
  });
  return session.token;
}
