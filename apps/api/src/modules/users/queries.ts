import { sql } from 'kysely';
import type { DbExecutor } from '../../db/database.js';
import type { UserOf, UserScope } from './scope.js';

export interface UserFilter {
  userId?: number | undefined;
  /** Containment on first, last and full name, e-mail and role name, ignoring case. */
  search?: string | undefined;
}

/**
 * The live users a scope reaches, with their role; every query of the module starts here.
 * A clinic reaches its own company's users only. The staff screens reach provider roles only,
 * so clinic users stay out of them by construction.
 */
export function usersIn(db: DbExecutor, scope: UserScope, filter: UserFilter = {}) {
  let query = db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .where('u.deleted_at', 'is', null);
  query =
    scope.kind === 'clinic'
      ? query.where('u.company_id', '=', scope.companyId)
      : query.where('r.kind', '=', 'provider');
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

/** What either screen shows of a user; toUser picks each screen's fields. */
export function selectUsersIn(db: DbExecutor, scope: UserScope, filter: UserFilter = {}) {
  return usersIn(db, scope, filter).select([
    'u.id',
    'u.first_name',
    'u.last_name',
    'u.email',
    'u.phone_number',
    'u.role_id',
    'u.company_id',
    'u.is_owner',
    'u.created_at',
    'r.name as role_name',
  ]);
}

export type UserRow = Awaited<
  ReturnType<ReturnType<typeof selectUsersIn>['executeTakeFirstOrThrow']>
>;

/** The row in the scope's shape: a clinic's user carries company and ownership, staff a date. */
export function toUser<S extends UserScope>(scope: S, row: UserRow): UserOf<S> {
  const { role_name, company_id, is_owner, created_at, ...person } = row;
  const user =
    scope.kind === 'clinic'
      ? {
          ...person,
          // Set on every row a clinic's scope returns; the column is nullable for staff.
          company_id: company_id ?? 0,
          is_owner,
          role: { id: row.role_id, name: role_name },
        }
      : { ...person, role: role_name, created_at: created_at.toISOString() };
  // The branch taken is the one S names; TypeScript cannot narrow a generic by it.
  return user as UserOf<S>;
}

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
