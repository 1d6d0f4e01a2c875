import { ROLE } from '@paperless/core';
import type { Db } from '../db/database.js';
import { hashPassword } from '../lib/passwords.js';

/** On an empty database, creates the first Super Admin from ADMIN_EMAIL and ADMIN_PASSWORD. */
export async function bootstrapAdmin(
  db: Db,
  admin: { email: string; password: string },
): Promise<boolean> {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return false;
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', ROLE.superAdmin)
    .executeTakeFirstOrThrow();
  const created = await db
    .insertInto('users')
    .values({
      first_name: 'Super',
      last_name: 'Admin',
      email: admin.email.trim().toLowerCase(),
      password_hash: await hashPassword(admin.password),
      role_id: role.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('users')
    .set({ associate_id: created.id })
    .where('id', '=', created.id)
    .execute();
  return true;
}
