import {
  ASSIGNABLE_STAFF_ROLES,
  ROLE,
  staffUserMessages,
  type AssignableRolesResponse,
  type RoleChange,
  type StaffUser,
} from '@paperless/core';
import { sql } from 'kysely';
import type { DbExecutor } from '../../../db/database.js';
import { writeAudit } from '../../../lib/audit.js';
import { AppError } from '../../../lib/errors.js';
import type { AuthContext } from '../../../lib/sessions.js';
import { auditRefusals, type Ctx } from '../access.js';
import { staffScope } from '../scope.js';
import { findRow, findUser } from '../service.js';
import { refuseOutOfReach, withinCallerPowers } from './access.js';
import { selectRoles } from './queries.js';

/** Spec: the User form offers Product Admin and Sales Person, and only what the caller holds. */
export async function listAssignableRoles(
  db: DbExecutor,
  auth: AuthContext,
): Promise<AssignableRolesResponse> {
  const roles = await selectRoles(db)
    .where('r.name', 'in', ASSIGNABLE_STAFF_ROLES)
    .orderBy('r.id')
    .execute();
  return {
    roles: roles
      .filter((r) => withinCallerPowers(auth, r.permissions))
      .map((r) => ({ id: r.id, name: r.name })),
  };
}

/** The role a form asks for, refused under role_id when the caller may not give it. */
export async function checkRole(
  db: DbExecutor,
  auth: AuthContext,
  roleId: number,
  allowed: (role: { name: string; kind: string }) => boolean,
  refusal: string,
): Promise<void> {
  const role = await selectRoles(db).where('r.id', '=', roleId).executeTakeFirst();
  if (!role || !allowed(role)) throw AppError.field('role_id', refusal);
  if (!withinCallerPowers(auth, role.permissions)) {
    throw AppError.field('role_id', staffUserMessages.roleBeyondYours);
  }
}

export const isAssignable = (role: { name: string }) =>
  (ASSIGNABLE_STAFF_ROLES as readonly string[]).includes(role.name);

/**
 * Gives a staff user any provider role, custom ones included (decision 7). Super Admin is
 * neither a source nor a destination: such accounts stay out of these screens (decision 4).
 * Any holder of manage_users may call it, so the guards below are what keep a Sub-Super Admin
 * or a Product Admin from handing out, or taking away, more than they hold themselves.
 */
export async function changeRole(ctx: Ctx, change: RoleChange): Promise<StaffUser> {
  const event = { action: 'staff_user.role_change', targetType: 'user', targetId: change.user_id };
  return auditRefusals(ctx, event, () =>
    ctx.db.transaction().execute(async (trx) => {
      const target = await findRow(trx, staffScope, change.user_id);
      // Another holder of manage_users re-roles an account, never its own holder.
      if (target.id === ctx.auth.user.id)
        throw new AppError('forbidden', staffUserMessages.cannotChangeOwnRole);
      await refuseOutOfReach(trx, ctx.auth, target);
      await checkRole(
        trx,
        ctx.auth,
        change.role_id,
        (role) => role.kind === 'provider' && role.name !== ROLE.superAdmin,
        staffUserMessages.roleNotAvailable,
      );
      await trx
        .updateTable('users')
        .set({ role_id: change.role_id, updated_at: sql<Date>`now()` })
        .where('id', '=', change.user_id)
        .execute();
      await writeAudit(trx, ctx.actor, {
        ...event,
        details: { role_id: change.role_id, previous_role_id: target.role_id },
      });
      return findUser(trx, staffScope, change.user_id);
    }),
  );
}
