import { ROLE, roleMessages, type Role, type RolePayload } from '@paperless/core';
import { sql } from 'kysely';
import type { DbExecutor } from '../../../db/database.js';
import { writeAudit } from '../../../lib/audit.js';
import { AppError } from '../../../lib/errors.js';
import type { Ctx } from '../access.js';
import { findRole, roleNameTaken, selectRoles, setRolePermissions } from './queries.js';

/** Every role: the built-in ones first, as core lists them, then custom roles by name. */
export async function listRoles(db: DbExecutor): Promise<Role[]> {
  return selectRoles(db)
    .orderBy('r.is_system', 'desc')
    .orderBy(sql`case when r.is_system then r.id end`)
    .orderBy(sql`lower(r.name)`)
    .execute();
}

export async function getRole(db: DbExecutor, id: number): Promise<Role> {
  const role = await findRole(db, id);
  if (!role) throw new AppError('not_found', roleMessages.notFound);
  return role;
}

/** A role that may be edited or deleted: built-in roles keep the sets decisions 4 to 7 fix. */
export async function getCustomRole(db: DbExecutor, id: number): Promise<Role> {
  const role = await getRole(db, id);
  if (role.is_system) throw new AppError('conflict', roleMessages.builtInLocked);
  return role;
}

async function checkNameFree(db: DbExecutor, name: string, exceptRoleId?: number) {
  if (await roleNameTaken(db, name, exceptRoleId)) {
    throw AppError.field('name', roleMessages.nameTaken);
  }
}

/** Custom roles are provider-staff roles (decision 7). */
export async function createRole(ctx: Ctx, payload: RolePayload): Promise<Role> {
  return ctx.db.transaction().execute(async (trx) => {
    await checkNameFree(trx, payload.name);
    const { id } = await trx
      .insertInto('roles')
      .values({ name: payload.name, kind: 'provider', is_system: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setRolePermissions(trx, id, payload.permissions);
    await writeAudit(trx, ctx.actor, {
      action: 'role.create',
      targetType: 'role',
      targetId: id,
      details: { permissions: payload.permissions },
    });
    return getRole(trx, id);
  });
}

/** The new permissions apply to the role's users at their next call (read per request). */
export async function updateRole(ctx: Ctx, id: number, payload: RolePayload): Promise<Role> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await getCustomRole(trx, id);
    await checkNameFree(trx, payload.name, id);
    await trx
      .updateTable('roles')
      .set({ name: payload.name, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    await setRolePermissions(trx, id, payload.permissions);
    await writeAudit(trx, ctx.actor, {
      action: 'role.update',
      targetType: 'role',
      targetId: id,
      details: { permissions: payload.permissions, previous_permissions: before.permissions },
    });
    return getRole(trx, id);
  });
}

/**
 * Refused while a live user holds the role. Deleted accounts may still point at it (users keep
 * their row); they move to Sales Person, the least of the provider roles, and the audit row
 * names them, so the history stays readable.
 */
export async function deleteRole(ctx: Ctx, id: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const role = await getCustomRole(trx, id);
    if (role.users_count > 0) throw new AppError('conflict', roleMessages.inUse);
    const fallback = await trx
      .selectFrom('roles')
      .select('id')
      .where('name', '=', ROLE.salesPerson)
      .executeTakeFirstOrThrow();
    const moved = await trx
      .updateTable('users')
      .set({ role_id: fallback.id })
      .where('role_id', '=', id)
      .where('deleted_at', 'is not', null)
      .returning('id')
      .execute();
    await trx.deleteFrom('roles').where('id', '=', id).execute();
    await writeAudit(trx, ctx.actor, {
      action: 'role.delete',
      targetType: 'role',
      targetId: id,
      details: {
        name: role.name,
        permissions: role.permissions,
        ...(moved.length > 0 && { deleted_users_moved: moved.map((u) => u.id) }),
      },
    });
  });
}
