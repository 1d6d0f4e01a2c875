import { BUILT_IN_ROLES, PERMISSIONS, SUPER_ADMIN_ONLY } from '@paperless/core';
import type { Db } from './database.js';

/**
 * Brings the permission list and the built-in roles in line with packages/core at start.
 * Built-in roles are read-only in the app (custom roles carry other sets, decision 7), so
 * their permissions always follow core: a permission added there reaches existing databases.
 */
export async function syncReferenceData(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const p of PERMISSIONS) {
      await trx
        .insertInto('permissions')
        .values({ key: p.key, name: p.label })
        .onConflict((oc) => oc.column('key').doUpdateSet({ name: p.label }))
        .execute();
    }
    const permissionIds = new Map(
      (await trx.selectFrom('permissions').select(['id', 'key']).execute()).map((p) => [
        p.key,
        p.id,
      ]),
    );
    for (const role of BUILT_IN_ROLES) {
      const { id } = await trx
        .insertInto('roles')
        .values({ name: role.name, kind: role.kind, is_system: true })
        .onConflict((oc) => oc.column('name').doUpdateSet({ kind: role.kind, is_system: true }))
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.deleteFrom('role_permissions').where('role_id', '=', id).execute();
      if (role.permissions.length === 0) continue;
      await trx
        .insertInto('role_permissions')
        .values(
          role.permissions.map((key) => ({ role_id: id, permission_id: permissionIds.get(key)! })),
        )
        .execute();
    }
    // What is Super Admin's alone (the outbox, roles) is on no custom role, whatever an older
    // version let a role editor grant (migration 0011 removed it once; this keeps it so).
    await trx
      .deleteFrom('role_permissions')
      .where('role_id', 'in', (qb) =>
        qb.selectFrom('roles').select('id').where('is_system', '=', false),
      )
      .where('permission_id', 'in', (qb) =>
        qb
          .selectFrom('permissions')
          .select('id')
          .where('key', 'in', [...SUPER_ADMIN_ONLY]),
      )
      .execute();
  });
}
