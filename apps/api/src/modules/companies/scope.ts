import { messages } from '@paperless/core';
import type { DbExecutor } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/sessions.js';
import { companiesFor } from './queries.js';

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
  const { user } = auth;
  if (user.user_type === 'clinic') {
    if (user.company_id === null) throw new AppError('forbidden', messages.forbidden);
    if (requested != null && requested !== user.company_id) {
      throw new AppError('not_found', messages.notFound);
    }
    return user.company_id;
  }
  if (requested == null) throw AppError.field('company_id', messages.required);
  const row = await companiesFor(db, auth)
    .where('c.id', '=', requested)
    .select('c.id')
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', messages.notFound);
  return row.id;
}
