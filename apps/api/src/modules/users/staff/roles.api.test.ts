import { messages, ROLE, roleMessages, type Role } from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createUser, unique } from '#test/factories/users.js';
import { staffTestKit } from '#test/factories/staff-users.js';

let t: TestApp;
const { signedIn, call, roleId, auditActions } = staffTestKit(() => t);
let superToken: string;
beforeAll(async () => {
  t = await createTestApp();
  superToken = (await signedIn(ROLE.superAdmin)).token;
});
afterAll(() => t.close());

async function newRole(permissions = ['view_dashboard', 'view_finance']): Promise<Role> {
  const response = await call(superToken, 'POST', '/roles/store', {
    name: `Auditor ${unique()}`,
    permissions,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

describe('custom roles', () => {
  it('creates, lists, reads, updates and deletes a role, auditing each change', async () => {
    const role = await newRole();
    expect(role).toMatchObject({
      kind: 'provider',
      is_system: false,
      permissions: ['view_dashboard', 'view_finance'],
      users_count: 0,
    });
    const list = (await call(superToken, 'GET', '/roles/list')).json<{ roles: Role[] }>().roles;
    expect(list.find((r) => r.id === role.id)).toEqual(role);
    expect(list[0]).toMatchObject({ name: ROLE.superAdmin, is_system: true });
    expect(list.find((r) => r.name === ROLE.salesPerson)?.permissions).toEqual([
      'view_dashboard',
      'manage_clients',
      'view_finance',
    ]);
    expect((await call(superToken, 'GET', `/roles/view/${role.id}`)).json().data).toEqual(role);
    expect((await call(superToken, 'GET', `/roles/edit/${role.id}`)).json().data).toEqual(role);

    const name = `Finance Clerk ${unique()}`;
    const updated = await call(superToken, 'PUT', `/roles/update/${role.id}`, {
      name,
      permissions: ['manage_finance', 'view_finance'],
    });
    expect(updated.json()).toMatchObject({
      message: roleMessages.updated,
      data: { name, permissions: ['manage_finance', 'view_finance'] },
    });

    const deleted = await call(superToken, 'DELETE', `/roles/delete/${role.id}`);
    expect(deleted.json()).toEqual({ message: roleMessages.deleted });
    expect((await call(superToken, 'GET', `/roles/view/${role.id}`)).statusCode).toBe(404);
    expect(await auditActions('role', role.id)).toEqual([
      'role.create:success',
      'role.update:success',
      'role.delete:success',
    ]);
    const links = await t.db
      .selectFrom('role_permissions')
      .select('permission_id')
      .where('role_id', '=', role.id)
      .execute();
    expect(links).toEqual([]);
  });

  it('answers the messages per field and stores nothing', async () => {
    const before = (await call(superToken, 'GET', '/roles/list')).json().roles.length;
    const empty = await call(superToken, 'POST', '/roles/store', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      name: [messages.required],
      permissions: [roleMessages.permissionsRequired],
    });
    const none = await call(superToken, 'POST', '/roles/store', { name: 'X', permissions: [] });
    expect(none.json().errors).toEqual({ permissions: [roleMessages.permissionsRequired] });
    for (const key of ['manage_roles', 'manage_card', 'no_such_permission']) {
      const refused = await call(superToken, 'POST', '/roles/store', {
        name: 'X',
        permissions: ['view_dashboard', key],
      });
      expect(refused.json().errors).toEqual({ permissions: [roleMessages.permissionNotAllowed] });
    }
    const tooLong = await call(superToken, 'POST', '/roles/store', {
      name: 'x'.repeat(51),
      permissions: ['view_dashboard'],
    });
    expect(tooLong.json().errors).toEqual({ name: [messages.maxLength(50)] });
    expect((await call(superToken, 'GET', '/roles/list')).json().roles.length).toBe(before);
  });

  it('refuses a name already taken, in any case', async () => {
    const role = await newRole();
    for (const name of [role.name.toUpperCase(), 'sales person']) {
      const taken = await call(superToken, 'POST', '/roles/store', {
        name,
        permissions: ['view_dashboard'],
      });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toEqual({ name: [roleMessages.nameTaken] });
    }
    const other = await newRole();
    const rename = await call(superToken, 'PUT', `/roles/update/${other.id}`, {
      name: ` ${role.name.toLowerCase()} `,
      permissions: ['view_dashboard'],
    });
    expect(rename.json().errors).toEqual({ name: [roleMessages.nameTaken] });
    // Keeping its own name is fine.
    const same = await call(superToken, 'PUT', `/roles/update/${other.id}`, {
      name: other.name,
      permissions: ['view_dashboard'],
    });
    expect(same.statusCode).toBe(200);
  });

  it('keeps built-in roles read-only', async () => {
    const builtIn = await roleId(ROLE.productAdmin);
    expect((await call(superToken, 'GET', `/roles/view/${builtIn}`)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['GET', `/roles/edit/${builtIn}`],
      ['PUT', `/roles/update/${builtIn}`, { name: 'Renamed', permissions: ['view_dashboard'] }],
      ['DELETE', `/roles/delete/${builtIn}`],
    ] as const) {
      const response = await call(superToken, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(409);
      expect(response.json()).toEqual({ message: roleMessages.builtInLocked });
    }
    const role = (await call(superToken, 'GET', `/roles/view/${builtIn}`)).json().data;
    expect(role.name).toBe(ROLE.productAdmin);
  });

  it('refuses to delete a role a user holds, and deletes it once no live user does', async () => {
    const role = await newRole();
    const user = await createUser(t.db, ROLE.salesPerson);
    await call(superToken, 'POST', '/company/employee/role-change', {
      user_id: user.id,
      role_id: role.id,
    });
    expect((await call(superToken, 'GET', `/roles/view/${role.id}`)).json().data.users_count).toBe(
      1,
    );
    const refused = await call(superToken, 'DELETE', `/roles/delete/${role.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: roleMessages.inUse });

    await call(superToken, 'DELETE', `/delete-user/${user.id}`);
    expect((await call(superToken, 'DELETE', `/roles/delete/${role.id}`)).statusCode).toBe(200);
    const moved = await t.db
      .selectFrom('users')
      .select('role_id')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(moved.role_id).toBe(await roleId(ROLE.salesPerson));
  });

  it("applies changed permissions to the role's users at their next call", async () => {
    const role = await newRole(['view_dashboard']);
    const user = await signedIn(ROLE.salesPerson);
    await call(superToken, 'POST', '/company/employee/role-change', {
      user_id: user.id,
      role_id: role.id,
    });
    expect((await call(user.token, 'GET', '/plan')).statusCode).toBe(403);
    await call(superToken, 'PUT', `/roles/update/${role.id}`, {
      name: role.name,
      permissions: ['view_dashboard', 'manage_plans'],
    });
    expect((await call(user.token, 'GET', '/plan')).statusCode).toBe(200);
  });
});

describe('who may manage roles', () => {
  const READS = [
    ['GET', '/roles/list'],
    ['GET', '/roles/view/1'],
  ] as const;
  const CHANGES = [
    ['GET', '/roles/edit/1'],
    ['POST', '/roles/store', { name: 'Escalated', permissions: ['view_dashboard'] }],
    ['PUT', '/roles/update/1', {}],
    ['DELETE', '/roles/delete/1'],
  ] as const;

  it('answers 401 without a session, and 403 to roles without manage_users', async () => {
    for (const [method, url, body] of [...READS, ...CHANGES]) {
      expect((await call(null, method, url, body)).statusCode).toBe(401);
    }
    for (const role of [ROLE.salesPerson, ROLE.clientAdmin]) {
      const { token } = await signedIn(role);
      for (const [method, url, body] of [...READS, ...CHANGES]) {
        expect((await call(token, method, url, body)).statusCode, `${role} ${url}`).toBe(403);
      }
    }
  });

  // Decision 4: a Sub-Super Admin reads the roles to give one, but changes no role's permissions.
  it.each([ROLE.subSuperAdmin, ROLE.productAdmin])(
    'lets %s list and view roles, and nothing more',
    async (role) => {
      const { token } = await signedIn(role);
      const custom = await newRole();
      const list = await call(token, 'GET', '/roles/list');
      expect(list.statusCode).toBe(200);
      expect(list.json().roles.map((r: Role) => r.id)).toContain(custom.id);
      const view = await call(token, 'GET', `/roles/view/${custom.id}`);
      expect(view.statusCode).toBe(200);
      expect(view.json().data).toEqual(custom);

      const before = (await call(superToken, 'GET', '/roles/list')).json().roles.length;
      for (const [method, url, body] of CHANGES) {
        const path = url.replace(/\/1$/, `/${custom.id}`);
        expect((await call(token, method, path, body)).statusCode, `${role} ${path}`).toBe(403);
      }
      const after = (await call(superToken, 'GET', `/roles/view/${custom.id}`)).json().data;
      expect(after).toEqual(custom);
      expect((await call(superToken, 'GET', '/roles/list')).json().roles.length).toBe(before);
    },
  );

  it('lists every permission for the role form', async () => {
    const { token } = await signedIn(ROLE.superAdmin);
    const keys = (await call(token, 'GET', '/permissions'))
      .json()
      .permissions.map((p: { key: string }) => p.key);
    expect(keys).toContain('manage_users');
    expect(keys).toContain('view_submissions');
  });
});
