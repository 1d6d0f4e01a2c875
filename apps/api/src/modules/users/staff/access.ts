import { staffUserMessages } from '@paperless/core';
import type { DbExecutor } from '../../../db/database.js';
import { AppError } from '../../../lib/errors.js';
import type { AuthContext } from '../../../lib/sessions.js';
import { refuseSuperAdmin } from '../access.js';
import type { UserRow } from '../queries.js';
import { staffScope } from '../scope.js';
import { findRole } from './queries.js';

export function withinCallerPowers(auth: AuthContext, permissions: readonly string[]): boolean {
  return permissions.every((p) => auth.permissions.includes(p));
}

/**
 * Before any change to a staff account: Super Admin accounts are out of reach for every caller
 * (decision 4), and, for least privilege, nobody changes an account that can do more than they
 * can, so a Product Admin cannot demote or delete a Sub-Super Admin, nor a custom role outrank
 * its maker.
 */
export async function refuseOutOfReach(
  db: DbExecutor,
  auth: AuthContext,
  target: UserRow,
): Promise<void> {
  refuseSuperAdmin(staffScope, target);
  const role = await findRole(db, target.role_id);
  if (!withinCallerPowers(auth, role?.permissions ?? [])) {
    throw new AppError('forbidden', staffUserMessages.higherPrivileges);
  }
}
