import { ROLE, type CompanyRole } from '@paperless/core';
import type { DbExecutor } from '../../../db/database.js';

/**
 * The roles an owner may give (decision 6): clinic roles only, so never Product Admin or Sales
 * Person, and not Client Admin, which comes only with ownership (POST /api/admin/transfer).
 */
export function assignableCompanyRoles(db: DbExecutor): Promise<CompanyRole[]> {
  return db
    .selectFrom('roles')
    .select(['id', 'name'])
    .where('kind', '=', 'clinic')
    .where('name', '!=', ROLE.clientAdmin)
    .orderBy('id')
    .execute();
}

export async function roleIdOf(db: DbExecutor, name: string): Promise<number> {
  const row = await db
    .selectFrom('roles')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}
