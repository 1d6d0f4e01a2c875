import {
  companyUserMessages,
  ROLE,
  type CompanyRolesResponse,
  type CompanyUser,
  type CompanyUserCreate,
  type CompanyUserListResponse,
  type CompanyUserUpdate,
} from '@paperless/core';
import { sql } from 'kysely';
import type { MailDeps } from '../../../lib/outbox/enqueue.js';
import type { DbExecutor } from '../../../db/database.js';
import { writeAudit } from '../../../lib/audit.js';
import { AppError } from '../../../lib/errors.js';
import { endSessions } from '../../../lib/sessions.js';
import { companyInScope } from '../../../lib/tenancy.js';
import { sendInvitation } from '../../auth/index.js';
import { auditRefusals, type Ctx } from '../access.js';
import { emailInUse } from '../queries.js';
import { emailConflict, onDuplicateEmail } from '../../../lib/unique-violation.js';
import { pendingChange } from '../email-change/queries.js';
import { cancelPendingChange, changeFromForm } from '../email-change/service.js';
import { assignableCompanyRoles, selectCompanyUsers, toCompanyUser } from './queries.js';

export type { Ctx };

export interface ListOptions {
  company_id?: number | undefined;
  search?: string | undefined;
  page: number;
  per_page: number;
}

/** A page of the company's users: the owner first, then by name. */
export async function listCompanyUsers(
  ctx: Ctx,
  options: ListOptions,
): Promise<CompanyUserListResponse> {
  const companyId = await companyInScope(ctx.db, ctx.auth, options.company_id);
  const filter = { search: options.search };
  const rows = await selectCompanyUsers(ctx.db, companyId, filter)
    .orderBy('u.is_owner', 'desc')
    .orderBy(sql`lower(u.first_name)`)
    .orderBy(sql`lower(u.last_name)`)
    .orderBy('u.id')
    .limit(options.per_page)
    .offset((options.page - 1) * options.per_page)
    .execute();
  const { total } = await selectCompanyUsers(ctx.db, companyId, filter)
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return {
    data: rows.map(toCompanyUser),
    total,
    page: options.page,
    per_page: options.per_page,
  };
}

/** A user of this company, or 404: another company's user is simply not found. */
export async function findCompanyUser(
  db: DbExecutor,
  companyId: number,
  id: number,
): Promise<CompanyUser> {
  const row = await selectCompanyUsers(db, companyId, { userId: id }).executeTakeFirst();
  if (!row) throw new AppError('not_found', companyUserMessages.notFound);
  return toCompanyUser(row);
}

/** Spec §6: Super Admin rows cannot be viewed or edited, should one ever sit in a company. */
function refuseSuperAdmin(user: CompanyUser): void {
  if (user.role.name === ROLE.superAdmin) {
    throw new AppError('forbidden', companyUserMessages.superAdminProtected);
  }
}

export async function getCompanyUser(
  ctx: Ctx,
  id: number,
  requestedCompany?: number,
): Promise<CompanyUser> {
  const companyId = await companyInScope(ctx.db, ctx.auth, requestedCompany);
  const user = await findCompanyUser(ctx.db, companyId, id);
  refuseSuperAdmin(user);
  return { ...user, pending_email_change: await pendingChange(ctx.db, id) };
}

export async function listCompanyRoles(db: DbExecutor): Promise<CompanyRolesResponse> {
  return { data: await assignableCompanyRoles(db) };
}

async function checkAssignable(db: DbExecutor, roleId: number): Promise<void> {
  const roles = await assignableCompanyRoles(db);
  if (!roles.some((r) => r.id === roleId)) {
    throw AppError.field('role_id', companyUserMessages.roleNotAssignable);
  }
}

async function checkEmailFree(db: DbExecutor, email: string, exceptUserId?: number) {
  if (await emailInUse(db, email, exceptUserId)) {
    throw emailConflict(companyUserMessages.emailTaken);
  }
}

/** A new company user with their set-password invitation, queued in the same transaction. */
export async function createCompanyUser(
  ctx: Ctx & MailDeps,
  payload: CompanyUserCreate,
): Promise<CompanyUser> {
  const companyId = await companyInScope(ctx.db, ctx.auth, payload.company_id);
  return ctx.db.transaction().execute(async (trx) => {
    await checkAssignable(trx, payload.role_id);
    await checkEmailFree(trx, payload.email);
    const company = await trx
      .selectFrom('companies')
      .select('name')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    const user = await onDuplicateEmail(companyUserMessages.emailTaken, () =>
      trx
        .insertInto('users')
        .values({
          first_name: payload.first_name,
          last_name: payload.last_name,
          email: payload.email,
          phone_number: payload.phone_number,
          role_id: payload.role_id,
          company_id: companyId,
        })
        .returning(['id', 'first_name', 'email'])
        .executeTakeFirstOrThrow(),
    );
    await sendInvitation(trx, ctx, user, { companyName: company.name });
    await writeAudit(trx, ctx.actor, {
      action: 'company_user.create',
      targetType: 'user',
      targetId: user.id,
      details: { company_id: companyId, role_id: payload.role_id },
    });
    return findCompanyUser(trx, companyId, user.id);
  });
}

/**
 * The owner keeps Client Admin (ownership moves only by transfer); anyone else gets a role the
 * owner may give. A new e-mail only starts the confirmation flow (decision 24); the owner's
 * company login e-mail moves with theirs when the change completes.
 */
export async function updateCompanyUser(
  ctx: Ctx & MailDeps,
  id: number,
  payload: CompanyUserUpdate,
): Promise<CompanyUser> {
  const companyId = await companyInScope(ctx.db, ctx.auth, payload.company_id);
  const event = { action: 'company_user.update', targetType: 'user', targetId: id };
  return auditRefusals(ctx, event, () =>
    ctx.db.transaction().execute(async (trx) => {
      const target = await findCompanyUser(trx, companyId, id);
      refuseSuperAdmin(target);
      if (target.is_owner && payload.role_id !== target.role_id) {
        throw AppError.field('role_id', companyUserMessages.ownerKeepsRole);
      }
      if (!target.is_owner) await checkAssignable(trx, payload.role_id);
      const emailChanged = await changeFromForm(trx, ctx, ctx.actor, {
        userId: id,
        newEmail: payload.email,
        takenMessage: companyUserMessages.emailTaken,
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
        ...event,
        details: {
          company_id: companyId,
          role_id: payload.role_id,
          previous_role_id: target.role_id,
          email_change_requested: emailChanged,
        },
      });
      const user = await findCompanyUser(trx, companyId, id);
      return { ...user, pending_email_change: await pendingChange(trx, id) };
    }),
  );
}

/** Soft delete: the address is freed and every session ends. Never the owner, never oneself. */
export async function deleteCompanyUser(
  ctx: Ctx,
  id: number,
  requestedCompany?: number,
): Promise<void> {
  const companyId = await companyInScope(ctx.db, ctx.auth, requestedCompany);
  const event = { action: 'company_user.delete', targetType: 'user', targetId: id };
  await auditRefusals(ctx, event, () =>
    ctx.db.transaction().execute(async (trx) => {
      const target = await findCompanyUser(trx, companyId, id);
      // The owner first: an owner deleting themselves learns the way out (transfer).
      if (target.is_owner) {
        throw new AppError('forbidden', companyUserMessages.ownerCannotBeDeleted);
      }
      if (id === ctx.auth.user.id) {
        throw new AppError('forbidden', companyUserMessages.cannotDeleteSelf);
      }
      refuseSuperAdmin(target);
      await trx
        .updateTable('users')
        .set({ deleted_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
      await endSessions(trx, { userId: id }, 'user_deleted');
      await writeAudit(trx, ctx.actor, { ...event, details: { company_id: companyId } });
    }),
  );
}

/** The owner cancels a pending login e-mail change of one of the company's users. */
export async function cancelCompanyUserEmailChange(
  ctx: Ctx,
  id: number,
  requestedCompany?: number,
): Promise<void> {
  const companyId = await companyInScope(ctx.db, ctx.auth, requestedCompany);
  const event = { action: 'email_change.cancel', targetType: 'user', targetId: id };
  await auditRefusals(ctx, event, () =>
    ctx.db.transaction().execute(async (trx) => {
      refuseSuperAdmin(await findCompanyUser(trx, companyId, id));
      await cancelPendingChange(trx, ctx.actor, { id, company_id: companyId });
    }),
  );
}
