import {
  staffUserMessages,
  type StaffUser,
  type StaffUserListResponse,
  type StaffUserPayload,
} from '@paperless/core';
import { sql } from 'kysely';
import type { MailDeps } from '../../../lib/outbox/enqueue.js';
import type { DbExecutor } from '../../../db/database.js';
import { writeAudit } from '../../../lib/audit.js';
import { AppError } from '../../../lib/errors.js';
import { endSessions } from '../../../lib/sessions.js';
import { sendInvitation } from '../../auth/index.js';
import { auditRefusals, type Ctx } from '../access.js';
import { loadTarget, refuseHigherPrivileges, refuseSuperAdmin } from './access.js';
import { checkRole, isAssignable } from './role-assign.js';
import { emailConflict, onDuplicateEmail } from '../../../lib/unique-violation.js';
import { pendingChange } from '../email-change/queries.js';
import { changeFromForm } from '../email-change/service.js';
import { emailInUse } from '../queries.js';
import { selectStaffUsers, staffUsers, toStaffUser } from './queries.js';

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
  const filter = { userId: options.user_id, search: options.search };
  const rows = await selectStaffUsers(db, filter)
    .orderBy(sql`lower(u.first_name)`)
    .orderBy(sql`lower(u.last_name)`)
    .orderBy('u.id')
    .limit(options.per_page)
    .offset((options.page - 1) * options.per_page)
    .execute();
  const { total } = await staffUsers(db, filter)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return { users: rows.map(toStaffUser), total, page: options.page, per_page: options.per_page };
}
export async function findStaffUser(db: DbExecutor, id: number): Promise<StaffUser> {
  const row = await selectStaffUsers(db, { userId: id }).executeTakeFirst();
  if (!row) throw new AppError('not_found', staffUserMessages.notFound);
  return toStaffUser(row);
}
/** The user with their pending login e-mail change, which only the Edit form's callers see. */
async function withPendingChange(db: DbExecutor, user: StaffUser): Promise<StaffUser> {
  return { ...user, pending_email_change: await pendingChange(db, user.id) };
}

/** One staff user for the View and Edit forms; Super Admin accounts are not shown (decision 4). */
export async function getStaffUser(ctx: Ctx, id: number): Promise<StaffUser> {
  return auditRefusals(
    ctx,
    { action: 'staff_user.view', targetType: 'user', targetId: id },
    async () => {
      const user = await findStaffUser(ctx.db, id);
      refuseSuperAdmin(user);
      return withPendingChange(ctx.db, user);
    },
  );
}
async function checkEmailFree(db: DbExecutor, email: string, exceptUserId?: number) {
  if (await emailInUse(db, email, exceptUserId)) {
    throw emailConflict(staffUserMessages.emailTaken);
  }
}

/** A new staff user, with their set-password invitation queued in the same transaction. */
export async function createStaffUser(
  ctx: Ctx & MailDeps,
  payload: StaffUserPayload,
): Promise<StaffUser> {
  return ctx.db.transaction().execute(async (trx) => {
    await checkRole(
      trx,
      ctx.auth,
      payload.role_id,
      isAssignable,
      staffUserMessages.roleNotAssignable,
    );
    await checkEmailFree(trx, payload.email);
    const user = await onDuplicateEmail(staffUserMessages.emailTaken, () =>
      trx
        .insertInto('users')
        .values({
          first_name: payload.first_name,
          last_name: payload.last_name,
          email: payload.email,
          phone_number: payload.phone_number,
          role_id: payload.role_id,
        })
        .returning(['id', 'first_name', 'email'])
        .executeTakeFirstOrThrow(),
    );
    await sendInvitation(trx, ctx, user);
    await writeAudit(trx, ctx.actor, {
      action: 'staff_user.create',
      targetType: 'user',
      targetId: user.id,
      details: { role_id: payload.role_id },
    });
    return findStaffUser(trx, user.id);
  });
}

/**
 * Keeps a role the form did not change (a custom role, say); a new one must be assignable. A
 * new e-mail only starts the confirmation flow (decision 24): the sign-in stays the same until
 * the holder's current and new addresses both confirm.
 */
export async function updateStaffUser(
  ctx: Ctx & MailDeps,
  id: number,
  payload: StaffUserPayload,
): Promise<StaffUser> {
  return auditRefusals(ctx, { action: 'staff_user.update', targetType: 'user', targetId: id }, () =>
    ctx.db.transaction().execute(async (trx) => {
      const target = await loadTarget(trx, id);
      refuseSuperAdmin(target);
      refuseHigherPrivileges(ctx.auth, target);
      if (payload.role_id !== target.role_id) {
        await checkRole(
          trx,
          ctx.auth,
          payload.role_id,
          isAssignable,
          staffUserMessages.roleNotAssignable,
        );
      }
      const emailChanges = await changeFromForm(trx, ctx, ctx.actor, {
        userId: id,
        newEmail: payload.email,
        takenMessage: staffUserMessages.emailTaken,
      });
      await trx
        .updateTable('users')
        .set({
          first_name: payload.first_name,
          last_name: payload.last_name,
          phone_number: payload.phone_number,
          role_id: payload.role_id,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .execute();
      await writeAudit(trx, ctx.actor, {
        action: 'staff_user.update',
        targetType: 'user',
        targetId: id,
        details: {
          role_id: payload.role_id,
          previous_role_id: target.role_id,
          email_change_requested: emailChanges,
        },
      });
      return withPendingChange(trx, await findStaffUser(trx, id));
    }),
  );
}

/** Soft delete: the address is freed, every session ends, and their clients return to the house. */
export async function deleteStaffUser(ctx: Ctx, id: number): Promise<void> {
  await auditRefusals(ctx, { action: 'staff_user.delete', targetType: 'user', targetId: id }, () =>
    ctx.db.transaction().execute(async (trx) => {
      const target = await loadTarget(trx, id);
      if (id === ctx.auth.user.id)
        throw new AppError('forbidden', staffUserMessages.cannotDeleteSelf);
      refuseSuperAdmin(target);
      refuseHigherPrivileges(ctx.auth, target);
      await trx
        .updateTable('users')
        .set({ deleted_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
      await endSessions(trx, { userId: id }, 'user_deleted');
      // A departed Sales Person's clients go back to the house (shown as 'Super Admin')
      // rather than pointing at an account nobody can sign in to.
      await trx
        .updateTable('companies')
        .set({ reference_id: null })
        .where('reference_id', '=', id)
        .execute();
      await writeAudit(trx, ctx.actor, {
        action: 'staff_user.delete',
        targetType: 'user',
        targetId: id,
      });
    }),
  );
}
