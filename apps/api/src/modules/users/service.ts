import type { PendingEmailChange, StaffUserPayload } from '@paperless/core';
import { sql } from 'kysely';
import type { DbExecutor } from '../../db/database.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { MailDeps } from '../../lib/outbox/enqueue.js';
import { endSessions } from '../../lib/sessions.js';
import { onDuplicateEmail } from '../../lib/unique-violation.js';
import { sendInvitation } from '../auth/index.js';
import { auditRefusals, refuseSuperAdmin, type Ctx } from './access.js';
import { checkEmailFree } from './email-change/apply.js';
import { pendingChange } from './email-change/queries.js';
import { cancelPendingChange, changeFromForm } from './email-change/service.js';
import { selectUsersIn, toUser, usersIn, type UserFilter, type UserRow } from './queries.js';
import {
  companyDetail,
  companyIdOf,
  textsOf,
  USER_ACTIONS,
  type UserOf,
  type UserScope,
} from './scope.js';

/*
 * What User Management does alike for a clinic's users and for provider staff (issue 35): the
 * scope says whose users, and a screen's own rules (roles, privileges, ownership) come in as a
 * guard that sees the target before anything changes. Every change runs in one transaction.
 */

/** A screen's own refusals, given the user about to change; they throw to stop the change. */
export type Guard = (trx: DbExecutor, target: UserRow) => void | Promise<void>;

/** The User form's fields both screens have (each checks them with its own schema). */
export type UserForm = Pick<
  StaffUserPayload,
  'first_name' | 'last_name' | 'email' | 'phone_number' | 'role_id'
>;

export interface ListOptions extends UserFilter {
  page: number;
  per_page: number;
}

/** A page of the scope's users by name; a clinic's list opens with its owner. */
export async function listUsers<S extends UserScope>(
  db: DbExecutor,
  scope: S,
  options: ListOptions,
) {
  const filter = { userId: options.userId, search: options.search };
  let query = selectUsersIn(db, scope, filter);
  if (scope.kind === 'clinic') query = query.orderBy('u.is_owner', 'desc');
  const rows = await query
    .orderBy(sql`lower(u.first_name)`)
    .orderBy(sql`lower(u.last_name)`)
    .orderBy('u.id')
    .limit(options.per_page)
    .offset((options.page - 1) * options.per_page)
    .execute();
  const { total } = await usersIn(db, scope, filter)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  const users = rows.map((row) => toUser(scope, row));
  return { users, total, page: options.page, per_page: options.per_page };
}

/** A user the scope reaches, or 404: another company's user, or a clinic's for staff. */
export async function findRow(db: DbExecutor, scope: UserScope, id: number): Promise<UserRow> {
  const row = await selectUsersIn(db, scope, { userId: id }).executeTakeFirst();
  if (!row) throw new AppError('not_found', textsOf(scope).notFound);
  return row;
}

export async function findUser<S extends UserScope>(
  db: DbExecutor,
  scope: S,
  id: number,
): Promise<UserOf<S>> {
  return toUser(scope, await findRow(db, scope, id));
}

/** The user with their pending login e-mail change, which only the Edit form's callers see. */
async function withPendingChange<T extends { id: number }>(
  db: DbExecutor,
  user: T,
): Promise<T & { pending_email_change: PendingEmailChange | null }> {
  return { ...user, pending_email_change: await pendingChange(db, user.id) };
}

/** One user for the View and Edit forms; Super Admin accounts are not shown. */
export async function viewUser<S extends UserScope>(
  db: DbExecutor,
  scope: S,
  id: number,
): Promise<UserOf<S>> {
  const row = await findRow(db, scope, id);
  refuseSuperAdmin(scope, row);
  return withPendingChange(db, toUser(scope, row));
}

/**
 * A new user with their set-password invitation, queued in the same transaction so nobody is
 * created without one. checkRole is the screen's rule for the role the form asks for.
 */
export async function createUser<S extends UserScope>(
  ctx: Ctx & MailDeps,
  scope: S,
  form: UserForm,
  checkRole: (trx: DbExecutor) => Promise<void>,
): Promise<UserOf<S>> {
  const { emailTaken } = textsOf(scope);
  return ctx.db.transaction().execute(async (trx) => {
    await checkRole(trx);
    await checkEmailFree(trx, form.email, undefined, emailTaken);
    // A clinic user's invitation names the clinic they are joining.
    const invitation = scope.kind === 'clinic' ? await companyNameOf(trx, scope.companyId) : {};
    const user = await onDuplicateEmail(emailTaken, () =>
      trx
        .insertInto('users')
        .values({
          first_name: form.first_name,
          last_name: form.last_name,
          email: form.email,
          phone_number: form.phone_number,
          role_id: form.role_id,
          company_id: companyIdOf(scope),
        })
        .returning(['id', 'first_name', 'email'])
        .executeTakeFirstOrThrow(),
    );
    await sendInvitation(trx, ctx, user, invitation);
    await writeAudit(trx, ctx.actor, {
      action: USER_ACTIONS[scope.kind].create,
      targetType: 'user',
      targetId: user.id,
      details: { ...companyDetail(scope), role_id: form.role_id },
    });
    return findUser(trx, scope, user.id);
  });
}

async function companyNameOf(trx: DbExecutor, companyId: number) {
  const company = await trx
    .selectFrom('companies')
    .select('name')
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  return { companyName: company.name };
}

/**
 * Saves the User form once the guard lets it through. A new e-mail only starts the
 * confirmation flow (decision 24): the sign-in stays the same until the holder's current and
 * new addresses both confirm (an owner's company login e-mail then moves with theirs).
 */
export async function updateUser<S extends UserScope>(
  ctx: Ctx & MailDeps,
  scope: S,
  id: number,
  form: UserForm,
  guard: Guard,
): Promise<UserOf<S>> {
  const event = { action: USER_ACTIONS[scope.kind].update, targetType: 'user', targetId: id };
  return auditRefusals(ctx, event, () =>
    ctx.db.transaction().execute(async (trx) => {
      const target = await findRow(trx, scope, id);
      await guard(trx, target);
      const emailChanged = await changeFromForm(trx, ctx, ctx.actor, {
        userId: id,
        newEmail: form.email,
        takenMessage: textsOf(scope).emailTaken,
      });
      await trx
        .updateTable('users')
        .set({
          first_name: form.first_name,
          last_name: form.last_name,
          phone_number: form.phone_number,
          role_id: form.role_id,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', id)
        .execute();
      await writeAudit(trx, ctx.actor, {
        ...event,
        details: {
          ...companyDetail(scope),
          role_id: form.role_id,
          previous_role_id: target.role_id,
          email_change_requested: emailChanged,
        },
      });
      return withPendingChange(trx, await findUser(trx, scope, id));
    }),
  );
}

/** Soft delete once the guard lets it through: the address is freed and every session ends. */
export async function removeUser(
  ctx: Ctx,
  scope: UserScope,
  id: number,
  guard: Guard,
): Promise<void> {
  const event = { action: USER_ACTIONS[scope.kind].delete, targetType: 'user', targetId: id };
  await auditRefusals(ctx, event, () =>
    ctx.db.transaction().execute(async (trx) => {
      await guard(trx, await findRow(trx, scope, id));
      await trx
        .updateTable('users')
        .set({ deleted_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
      await endSessions(trx, { userId: id }, 'user_deleted');
      if (scope.kind === 'staff') {
        // A departed Sales Person's clients go back to the house (shown as 'Super Admin')
        // rather than pointing at an account nobody can sign in to.
        await trx
          .updateTable('companies')
          .set({ reference_id: null })
          .where('reference_id', '=', id)
          .execute();
      }
      // A staff deletion's row has never carried details; a clinic's names the company.
      await writeAudit(
        trx,
        ctx.actor,
        scope.kind === 'clinic' ? { ...event, details: companyDetail(scope) } : event,
      );
    }),
  );
}

/** Cancels a pending login e-mail change of a user the scope reaches and the guard lets by. */
export async function cancelEmailChange(
  ctx: Ctx,
  scope: UserScope,
  id: number,
  guard: Guard,
): Promise<void> {
  const event = { action: 'email_change.cancel', targetType: 'user', targetId: id };
  await auditRefusals(ctx, event, () =>
    ctx.db.transaction().execute(async (trx) => {
      await guard(trx, await findRow(trx, scope, id));
      await cancelPendingChange(trx, ctx.actor, { id, company_id: companyIdOf(scope) });
    }),
  );
}
