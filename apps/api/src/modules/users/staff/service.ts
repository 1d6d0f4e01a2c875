import {
  staffUserMessages,
  type StaffUser,
  type StaffUserListResponse,
  type StaffUserPayload,
} from '@paperless/core';
import type { DbExecutor } from '../../../db/database.js';
import { AppError } from '../../../lib/errors.js';
import type { MailDeps } from '../../../lib/outbox/enqueue.js';
import { auditRefusals, type Ctx } from '../access.js';
import { staffScope } from '../scope.js';
import * as users from '../service.js';
import { refuseOutOfReach } from './access.js';
import { checkRole, isAssignable } from './role-assign.js';

export interface ListOptions {
  user_id?: number | undefined;
  search?: string | undefined;
  page: number;
  per_page: number;
}

/** A page of provider staff by name; `user_id` narrows it to one (the spec's lookup). */
export async function listStaffUsers(
  db: DbExecutor,
  options: ListOptions,
): Promise<StaffUserListResponse> {
  return users.listUsers(db, staffScope, {
    userId: options.user_id,
    search: options.search,
    page: options.page,
    per_page: options.per_page,
  });
}

/** One staff user for the View and Edit forms; a refused view of a Super Admin is recorded. */
export async function getStaffUser(ctx: Ctx, id: number): Promise<StaffUser> {
  return auditRefusals(ctx, { action: 'staff_user.view', targetType: 'user', targetId: id }, () =>
    users.viewUser(ctx.db, staffScope, id),
  );
}

/** The role a User form asks for must be one the form offers and within the caller's powers. */
function checkFormRole(trx: DbExecutor, ctx: Ctx, roleId: number): Promise<void> {
  return checkRole(trx, ctx.auth, roleId, isAssignable, staffUserMessages.roleNotAssignable);
}

/** A new staff user, with their set-password invitation queued in the same transaction. */
export async function createStaffUser(
  ctx: Ctx & MailDeps,
  payload: StaffUserPayload,
): Promise<StaffUser> {
  return users.createUser(ctx, staffScope, payload, (trx) =>
    checkFormRole(trx, ctx, payload.role_id),
  );
}

/**
 * Keeps a role the form did not change (a custom role, say); a new one must be assignable. A
 * new e-mail only starts the confirmation flow (decision 24).
 */
export async function updateStaffUser(
  ctx: Ctx & MailDeps,
  id: number,
  payload: StaffUserPayload,
): Promise<StaffUser> {
  return users.updateUser(ctx, staffScope, id, payload, async (trx, target) => {
    await refuseOutOfReach(trx, ctx.auth, target);
    if (payload.role_id !== target.role_id) await checkFormRole(trx, ctx, payload.role_id);
  });
}

/** Soft delete: the address is freed, every session ends, and their clients return to the house. */
export async function deleteStaffUser(ctx: Ctx, id: number): Promise<void> {
  await users.removeUser(ctx, staffScope, id, async (trx, target) => {
    if (id === ctx.auth.user.id) {
      throw new AppError('forbidden', staffUserMessages.cannotDeleteSelf);
    }
    await refuseOutOfReach(trx, ctx.auth, target);
  });
}

/** Staff with the Edit form's rights cancel a pending login e-mail change of the user. */
export async function cancelStaffEmailChange(ctx: Ctx, id: number): Promise<void> {
  await users.cancelEmailChange(ctx, staffScope, id, (trx, target) =>
    refuseOutOfReach(trx, ctx.auth, target),
  );
}
