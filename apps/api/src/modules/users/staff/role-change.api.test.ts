import { ROLE, staffUserMessages, type BuiltInRoleName } from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createUser, unique } from '#test/factories/users.js';
import { setRolePermissions } from './queries.js';
import { staffTestKit } from '#test/factories/staff-users.js';

let t: TestApp;
const { signedIn, call, roleId, auditActions } = staffTestKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const roleChange = (token: string, userId: number, roleIdValue: number) =>
  call(token, 'POST', '/company/employee/role-change', { user_id: userId, role_id: roleIdValue });

const roleIdOf = async (userId: number) =>
  (
    await t.db
      .selectFrom('users')
      .select('role_id')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).role_id;

/**
 * A custom role holding what is Super Admin's alone. The role form refuses such permissions, so
 * it is written to the database directly, as a role from before that rule would be.
 */
async function roleHolding(permissions: string[]): Promise<number> {
  const { id } = await t.db
    .insertInto('roles')
    .values({ name: `Legacy ${unique()}`, kind: 'provider', is_system: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  await setRolePermissions(t.db, id, permissions);
  return id;
}

describe('role changes by a Sub-Super Admin (decision 4)', () => {
  it('changes a Product Admin to Sales Person, with an audit row', async () => {
    const subSuper = await signedIn(ROLE.subSuperAdmin);
    const target = await createUser(t.db, ROLE.productAdmin);
    const response = await roleChange(subSuper.token, target.id, await roleId(ROLE.salesPerson));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: staffUserMessages.roleChanged,
      data: { id: target.id, role: ROLE.salesPerson },
    });
    expect(await roleIdOf(target.id)).toBe(await roleId(ROLE.salesPerson));
    expect(await auditActions('user', target.id)).toEqual(['staff_user.role_change:success']);
  });

  it('refuses a role with permissions beyond their own under role_id, changing nothing', async () => {
    const subSuper = await signedIn(ROLE.subSuperAdmin);
    const target = await createUser(t.db, ROLE.productAdmin);
    for (const held of [['view_dashboard', 'manage_roles'], ['view_outbox']]) {
      const response = await roleChange(subSuper.token, target.id, await roleHolding(held));
      expect(response.statusCode, held.join()).toBe(422);
      expect(response.json().errors).toEqual({ role_id: [staffUserMessages.roleBeyondYours] });
    }
    const superRole = await roleChange(subSuper.token, target.id, await roleId(ROLE.superAdmin));
    expect(superRole.json().errors).toEqual({ role_id: [staffUserMessages.roleNotAvailable] });
    expect(await roleIdOf(target.id)).toBe(await roleId(ROLE.productAdmin));
    expect(await auditActions('user', target.id)).toEqual([]);
  });

  it('cannot change a Super Admin account, and the attempt is audited', async () => {
    const subSuper = await signedIn(ROLE.subSuperAdmin);
    const target = await createUser(t.db, ROLE.superAdmin);
    const response = await roleChange(subSuper.token, target.id, await roleId(ROLE.salesPerson));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: staffUserMessages.superAdminProtected });
    expect(await roleIdOf(target.id)).toBe(await roleId(ROLE.superAdmin));
    expect(await auditActions('user', target.id)).toEqual(['staff_user.role_change:denied']);
  });
});

describe('a role change of oneself', () => {
  it('is refused, downwards too, and audited: a user never re-roles their own account', async () => {
    const subSuper = await signedIn(ROLE.subSuperAdmin);
    const response = await roleChange(subSuper.token, subSuper.id, await roleId(ROLE.salesPerson));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: staffUserMessages.cannotChangeOwnRole });
    expect(await roleIdOf(subSuper.id)).toBe(await roleId(ROLE.subSuperAdmin));
    // Their sign-in, then the refused change.
    expect(await auditActions('user', subSuper.id)).toEqual([
      'auth.login:success',
      'staff_user.role_change:denied',
    ]);
  });
});

describe('role changes by the other holders of manage_users', () => {
  it('lets a Product Admin neither re-role a Sub-Super Admin nor give more than they hold', async () => {
    const productAdmin = await signedIn(ROLE.productAdmin);
    const subSuper = await createUser(t.db, ROLE.subSuperAdmin);
    const demote = await roleChange(
      productAdmin.token,
      subSuper.id,
      await roleId(ROLE.salesPerson),
    );
    expect(demote.statusCode).toBe(403);
    expect(demote.json()).toEqual({ message: staffUserMessages.higherPrivileges });
    expect(await roleIdOf(subSuper.id)).toBe(await roleId(ROLE.subSuperAdmin));

    const seller = await createUser(t.db, ROLE.salesPerson);
    const promote = await roleChange(
      productAdmin.token,
      seller.id,
      await roleId(ROLE.subSuperAdmin),
    );
    expect(promote.json().errors).toEqual({ role_id: [staffUserMessages.roleBeyondYours] });
    const allowed = await roleChange(
      productAdmin.token,
      seller.id,
      await roleId(ROLE.productAdmin),
    );
    expect(allowed.statusCode).toBe(200);
  });

  it.each<BuiltInRoleName>([ROLE.salesPerson, ROLE.clientAdmin])(
    'answers 403 to %s and changes nothing',
    async (role) => {
      const caller = await signedIn(role);
      const target = await createUser(t.db, ROLE.productAdmin);
      const response = await roleChange(caller.token, target.id, await roleId(ROLE.salesPerson));
      expect(response.statusCode).toBe(403);
      expect(await roleIdOf(target.id)).toBe(await roleId(ROLE.productAdmin));
    },
  );
});
