import { messages, ROLE } from '@paperless/core';
import type { DbExecutor } from '../db/database.js';
import { AppError } from './errors.js';
import type { AuthContext } from './sessions.js';

/**
 * Tenancy for provider staff, applied once: a Sales Person reaches only the clients whose
 * reference_id is their own user id (decision 3); other staff reach every live client.
 * Every query over companies starts here (the companies module, the scope check below, Finance).
 */
export function companiesFor(db: DbExecutor, auth: AuthContext) {
  let query = db.selectFrom('companies as c').where('c.deleted_at', 'is', null);
  if (ownClientsOnly(auth)) query = query.where('c.reference_id', '=', auth.user.id);
  return query;
}

export function ownClientsOnly(auth: AuthContext): boolean {
  return auth.user.role === ROLE.salesPerson;
}

/**
 * The company a clinic-portal request acts on (forms, buckets, links, submissions, users,
 * card). Tenancy for the portal, applied once:
 * - a clinic user acts on their own company only; naming another one is simply not found;
 * - provider staff name the company (the company detail tabs) and must reach it through
 *   companiesFor, so a Sales Person reaches only their own clients.
 */
export async function companyInScope(
  db: DbExecutor,
  auth: AuthContext,
  requested?: number | null,
): Promise<number> {
  return (await clinicInScope(db, auth, requested)).id;
}

/**
 * companyInScope with the clinic's time zone, for the screens that show times: a clinic user's
 * comes with their session, provider staff's with the scope check, so neither costs a query.
 */
export async function clinicInScope(
  db: DbExecutor,
  auth: AuthContext,
  requested?: number | null,
): Promise<{ id: number; timeZone: string }> {
  const { user } = auth;
  if (user.user_type === 'clinic') {
    if (user.company_id === null || auth.companyTimeZone === null)
      throw new AppError('forbidden', messages.forbidden);
    if (requested != null && requested !== user.company_id) {
      throw new AppError('not_found', messages.notFound);
    }
    return { id: user.company_id, timeZone: auth.companyTimeZone };
  }
  if (requested == null) throw AppError.field('company_id', messages.required);
  const row = await companiesFor(db, auth)
    .where('c.id', '=', requested)
    .select(['c.id', 'c.time_zone'])
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', messages.notFound);
  return { id: row.id, timeZone: row.time_zone };
}

/** The clinic's IANA zone (issue 16): every time its staff and patients see is shown in it. */
export async function clinicZone(db: DbExecutor, companyId: number): Promise<string> {
  const row = await db
    .selectFrom('companies')
    .select('time_zone')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  return row.time_zone;
}
