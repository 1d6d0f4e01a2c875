import { ROLE, type CompanyRole, type CompanyUser } from '@paperless/core';
import { sql } from 'kysely';
import type { DbExecutor } from '../../../db/database.js';

export interface CompanyUserFilter {
  userId?: number | undefined;
  /** Containment on first, last and full name, e-mail and role name, ignoring case. */
  search?: string | undefined;
}

/** The live users of one company with their role; every query of this module starts here. */
export function companyUsers(db: DbExecutor, companyId: number, filter: CompanyUserFilter = {}) {
  let query = db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .where('u.company_id', '=', companyId)
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

export function selectCompanyUsers(
  db: DbExecutor,
  companyId: number,
  filter: CompanyUserFilter = {},
) {
  return companyUsers(db, companyId, filter).select([
    'u.id',
    'u.first_name',
    'u.last_name',
    'u.email',
    'u.phone_number',
    'u.role_id',
    'u.company_id',
    'u.is_owner',
    'r.name as role_name',
  ]);
}

type CompanyUserRow = Awaited<
  ReturnType<ReturnType<typeof selectCompanyUsers>['executeTakeFirstOrThrow']>
>;

export function toCompanyUser(row: CompanyUserRow): CompanyUser {
  const { role_name, company_id, ...rest } = row;
  // company_id is set on every row the base query returns; the column is nullable for staff.
  return { ...rest, company_id: company_id ?? 0, role: { id: row.role_id, name: role_name } };
}

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
