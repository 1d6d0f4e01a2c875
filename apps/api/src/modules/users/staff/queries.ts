import { ROLE, type Role } from '@paperless/core';
import { sql } from 'kysely';
import type { DbExecutor } from '../../../db/database.js';

/** Roles with their permission keys and how many live users hold them. */
export function selectRoles(db: DbExecutor) {
  return db.selectFrom('roles as r').select([
    'r.id',
    'r.name',
    'r.kind',
    'r.is_system',
    sql<string[]>`coalesce((
        select array_agg(p.key order by p.id) from role_permissions rp
        join permissions p on p.id = rp.permission_id where rp.role_id = r.id
      ), '{}')`.as('permissions'),
    sql<number>`(
        select count(*)::int from users u where u.role_id = r.id and u.deleted_at is null
      )`.as('users_count'),
  ]);
}

export async function findRole(db: DbExecutor, id: number): Promise<Role | undefined> {
  return selectRoles(db).where('r.id', '=', id).executeTakeFirst();
}

export async function roleNameTaken(
  db: DbExecutor,
  name: string,
  exceptRoleId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('roles')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptRoleId !== undefined) query = query.where('id', '!=', exceptRoleId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Gives a role exactly these permissions. */
export async function setRolePermissions(
  db: DbExecutor,
  roleId: number,
  keys: readonly string[],
): Promise<void> {
  await db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  if (keys.length === 0) return;
  await db
    .insertInto('role_permissions')
    .columns(['role_id', 'permission_id'])
    .expression(
      db
        .selectFrom('permissions')
        .select([sql<number>`${roleId}::int`.as('role_id'), 'id as permission_id'])
        .where('key', 'in', keys),
    )
    .execute();
}

/**
 * Who hears of a self-signup on the bell: provider staff who manage clients across the house.
 * A Sales Person sees only their own clients, and a self-signup belongs to nobody yet.
 */
export function staffToNotify(db: DbExecutor) {
  return db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select('u.id')
    .where('r.kind', '=', 'provider')
    .where('r.name', '!=', ROLE.salesPerson)
    .where('u.deleted_at', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('role_permissions as rp')
          .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
          .select('rp.role_id')
          .whereRef('rp.role_id', '=', 'r.id')
          .where('p.key', '=', 'manage_clients'),
      ),
    );
}
