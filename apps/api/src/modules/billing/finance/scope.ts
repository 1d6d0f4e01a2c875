import { ROLE } from '@paperless/core';
import type { DbExecutor } from '../../../db/database.js';
import type { AuthContext } from '../../../lib/sessions.js';

/**
 * Tenancy for every finance read, applied once: the live companies the caller may see. A
 * Sales Person reaches only the clients whose reference_id is their own user id (decision 3),
 * whatever reference_id they ask for; other staff may narrow the list to one Sales Person.
 * Every query of this module on company data starts here.
 */
export function financeCompanies(
  db: DbExecutor,
  auth: AuthContext,
  options: { referenceId?: number | undefined } = {},
) {
  const owner = auth.user.role === ROLE.salesPerson ? auth.user.id : options.referenceId;
  let query = db.selectFrom('companies as c').where('c.deleted_at', 'is', null);
  if (owner !== undefined) query = query.where('c.reference_id', '=', owner);
  return query;
}
