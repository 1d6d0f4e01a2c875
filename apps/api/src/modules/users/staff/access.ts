import { ROLE, staffUserMessages } from '@paperless/core';
import type { DbExecutor } from '../../../db/database.js';
import { AppError } from '../../../lib/errors.js';
import type { AuthContext } from '../../../lib/sessions.js';
import { findRole } from './queries.js';

/** A staff account about to be changed, with what its role can do. */
export interface StaffTarget {
  id: number;
  role_id: number;
  role: string;
  permissions: string[];
}

export async function loadTarget(db: DbExecutor, id: number): Promise<StaffTarget> {
  const row = await db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select(['u.id', 'u.role_id', 'r.name as role'])
    .where('u.id', '=', id)
    .where('u.deleted_at', 'is', null)
    .where('r.kind', '=', 'provider')
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', staffUserMessages.notFound);
  const role = await findRole(db, row.role_id);
  return { ...row, permissions: role?.permissions ?? [] };
}

/** Decision 4: Super Admin accounts are out of reach of these screens, for every caller. */
export function refuseSuperAdmin(target: { role: string }): void {
  if (target.role === ROLE.superAdmin) {
    throw new AppError('forbidden', staffUserMessages.superAdminProtected);
  }
}

/**
 * Least privilege: nobody changes an account that can do more than they can, so a Product
 * Admin cannot demote or delete a Sub-Super Admin, nor a custom role outrank its maker.
 */
export function refuseHigherPrivileges(auth: AuthContext, target: StaffTarget): void {
  if (!target.permissions.every((p) => auth.permissions.includes(p))) {
    throw new AppError('forbidden', staffUserMessages.higherPrivileges);
  }
}

export function withinCallerPowers(auth: AuthContext, permissions: readonly string[]): boolean {
  return permissions.every((p) => auth.permissions.includes(p));
}
