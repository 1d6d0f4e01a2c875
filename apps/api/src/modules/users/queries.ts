import { sql } from 'kysely';
import type { DbExecutor } from '../../db/database.js';

/** Whether a live account (staff or clinic) already signs in with this address. */
export async function emailInUse(
  db: DbExecutor,
  email: string,
  exceptUserId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('deleted_at', 'is', null);
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}
