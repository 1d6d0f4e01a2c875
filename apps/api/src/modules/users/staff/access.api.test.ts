import { ROLE, staffUserMessages, type BuiltInRoleName } from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createUser, unique } from '#test/factories/users.js';
import { staffTestKit } from '#test/factories/staff-users.js';

let t: TestApp;
const { signedIn, call, roleId, auditActions, newUserBody } = staffTestKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const USER_ROUTES: [Method, string, object?][] = [
  ['POST', '/all-users', {}],
  ['POST', '/roles', {}],
  ['GET', '/edit-user/1'],
  ['POST', '/add-user', {}],
  ['POST', '/update-user/1', {}],
  ['DELETE', '/delete-user/1'],
  ['POST', '/company/employee/role-change', {}],
];

describe('who may reach User Management', () => {
  it('answers 401 without a session', async () => {
    for (const [method, url, body] of USER_ROUTES) {
      expect((await call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it.each<BuiltInRoleName>([ROLE.salesPerson, ROLE.clientAdmin, ROLE.subClientAdmin])(
    'answers 403 to %s',
    async (role) => {
      const { token } = await signedIn(role);
      for (const [method, url, body] of USER_ROUTES) {
        expect((await call(token, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      }
    },
  );
});

describe('Super Admin accounts (decision 4)', () => {
  it('cannot be viewed, edited, deleted or re-roled here, and each attempt is audited', async () => {
    const target = await createUser(t.db, ROLE.superAdmin);
    const body = newUserBody(await roleId(ROLE.salesPerson));
    for (const role of [ROLE.subSuperAdmin, ROLE.superAdmin]) {
      const { token } = await signedIn(role);
      for (const [method, url, payload] of [
        ['GET', `/edit-user/${target.id}`],
        ['POST', `/update-user/${target.id}`, body],
        ['DELETE', `/delete-user/${target.id}`],
      ] as [Method, string, object?][]) {
        const response = await call(token, method, url, payload);
        expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({ message: staffUserMessages.superAdminProtected });
      }
    }
    const { token } = await signedIn(ROLE.superAdmin);
    const change = await call(token, 'POST', '/company/employee/role-change', {
      user_id: target.id,
      role_id: await roleId(ROLE.salesPerson),
    });
    expect(change.statusCode).toBe(403);

    const row = await t.db
      .selectFrom('users')
      .select(['deleted_at', 'role_id'])
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ deleted_at: null, role_id: await roleId(ROLE.superAdmin) });
    const audit = await auditActions('user', target.id);
    expect(audit).toContain('staff_user.update:denied');
    expect(audit).toContain('staff_user.delete:denied');
    expect(audit).toContain('staff_user.role_change:denied');
    expect(audit.every((a) => a.endsWith(':denied'))).toBe(true);
  });

  it('lets a Product Admin change neither a Sub-Super Admin nor give more than they hold', async () => {
    const productAdmin = await signedIn(ROLE.productAdmin);
    const subSuper = await createUser(t.db, ROLE.subSuperAdmin);
    const update = await call(
      productAdmin.token,
      'POST',
      `/update-user/${subSuper.id}`,
      newUserBody(await roleId(ROLE.salesPerson)),
    );
    expect(update.statusCode).toBe(403);
    expect(update.json()).toEqual({ message: staffUserMessages.higherPrivileges });
    expect(
      (await call(productAdmin.token, 'DELETE', `/delete-user/${subSuper.id}`)).statusCode,
    ).toBe(403);
    // A Sub-Super Admin may change the same account.
    const subSuperAdmin = await signedIn(ROLE.subSuperAdmin);
    const allowed = await call(
      subSuperAdmin.token,
      'POST',
      `/update-user/${subSuper.id}`,
      newUserBody(await roleId(ROLE.productAdmin), { email: subSuper.email }),
    );
    expect(allowed.statusCode).toBe(200);
  });
});

describe('POST /api/company/employee/role-change', () => {
  async function customRole(permissions: string[]) {
    const superAdmin = await signedIn(ROLE.superAdmin);
    const created = await call(superAdmin.token, 'POST', '/roles/store', {
      name: `Custom ${unique()}`,
      permissions,
    });
    expect(created.statusCode).toBe(201);
    return { superAdmin, role: created.json().data as { id: number; name: string } };
  }

  it('gives a custom role whose permissions apply at the next call', async () => {
    const { superAdmin, role } = await customRole(['view_dashboard', 'manage_users']);
    const seller = await signedIn(ROLE.salesPerson);
    expect((await call(seller.token, 'POST', '/all-users', {})).statusCode).toBe(403);

    const changed = await call(superAdmin.token, 'POST', '/company/employee/role-change', {
      user_id: seller.id,
      role_id: role.id,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      message: staffUserMessages.roleChanged,
      data: { id: seller.id, role: role.name, role_id: role.id },
    });
    expect((await call(seller.token, 'POST', '/all-users', {})).statusCode).toBe(200);
    expect((await call(seller.token, 'GET', '/company')).statusCode).toBe(403);
    expect(await auditActions('user', seller.id)).toContain('staff_user.role_change:success');

    // Editing the user's details keeps a custom role the form left alone.
    const productAdmin = await signedIn(ROLE.productAdmin);
    const kept = await call(
      productAdmin.token,
      'POST',
      `/update-user/${seller.id}`,
      newUserBody(role.id, { email: seller.email }),
    );
    expect(kept.json().data.role_id).toBe(role.id);
  });

  it('refuses Super Admin and clinic roles, clinic users and your own account', async () => {
    const { superAdmin } = await customRole(['view_dashboard']);
    const seller = await createUser(t.db, ROLE.salesPerson);
    for (const role of [ROLE.superAdmin, ROLE.clientAdmin]) {
      const refused = await call(superAdmin.token, 'POST', '/company/employee/role-change', {
        user_id: seller.id,
        role_id: await roleId(role),
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ role_id: [staffUserMessages.roleNotAvailable] });
    }
    const clinicUser = await createUser(t.db, ROLE.clientAdmin);
    const body = { user_id: clinicUser.id, role_id: await roleId(ROLE.salesPerson) };
    expect(
      (await call(superAdmin.token, 'POST', '/company/employee/role-change', body)).statusCode,
    ).toBe(404);
    const self = { user_id: superAdmin.id, role_id: await roleId(ROLE.salesPerson) };
    expect(
      (await call(superAdmin.token, 'POST', '/company/employee/role-change', self)).statusCode,
    ).toBe(403);
    const empty = await call(superAdmin.token, 'POST', '/company/employee/role-change', {});
    expect(Object.keys(empty.json().errors)).toEqual(['user_id', 'role_id']);
  });
});
