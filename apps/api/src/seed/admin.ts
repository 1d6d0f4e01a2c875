import { ROLE } from '@paperless/core';
import type { Db } from '../db/database.js';
import { hashPassword } from '../lib/passwords.js';
import { isDuplicateEmail } from '../lib/unique-violation.js';

/**
 * On an empty database, creates the first Super Admin from ADMIN_EMAIL and ADMIN_PASSWORD.
 * Several instances starting at once all see no user; the first insert wins and the others
 * meet the e-mail's unique index, which means the admin exists: not an error.
 */
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
  const password_hash = await hashPassword(admin.password);
  const created = await db
    .insertInto('users')
    .values({
      first_name: 'Super',
      last_name: 'Admin',
      email: admin.email.trim().toLowerCase(),
      password_hash,
      role_id: role.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      if (isDuplicateEmail(error)) return null;
      throw error;
    });
  if (!created) return false;
  await db
    .updateTable('users')
    .set({ associate_id: created.id })
    .where('id', '=', created.id)
    .execute();
  return true;
}
