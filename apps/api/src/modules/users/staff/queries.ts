import { ROLE, type Role, type StaffUser } from '@paperless/core';
import { sql } from 'kysely';
import type { DbExecutor } from '../../../db/database.js';

export interface StaffFilter {
  userId?: number | undefined;
  /** Containment on first, last and full name, e-mail and role name, ignoring case. */
  search?: string | undefined;
}

/**
 * Live provider staff with their role. Clinic users live in their companies' screens, so the
 * role kind keeps them out of every staff query by construction.
 */
export function staffUsers(db: DbExecutor, filter: StaffFilter = {}) {
  let query = db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .where('r.kind', '=', 'provider')
    .where('u.deleted_at', 'is', null);
  if (filter.userId !== undefined) query = query.where('u.id', '=', filter.userId);
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('u.first_name', 'ilike', pattern),
        eb('u.last_name', 'ilike', pattern),
        eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', pattern),
        eb('u.email', 'ilike', pattern),
        eb('r.name', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

export function selectStaffUsers(db: DbExecutor, filter: StaffFilter = {}) {
  return staffUsers(db, filter).select([
    'u.id',
    'u.first_name',
    'u.last_name',
    'u.email',
    'u.phone_number',
    'u.role_id',
    'u.created_at',
    'r.name as role',
  ]);
}

type StaffUserRow = Awaited<
  ReturnType<ReturnType<typeof selectStaffUsers>['executeTakeFirstOrThrow']>
>;

export function toStaffUser(row: StaffUserRow): StaffUser {
  return { ...row, created_at: row.created_at.toISOString() };
}

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
