import {
  companyUserMessages,
  type CompanyRolesResponse,
  type CompanyUser,
  type CompanyUserCreate,
  type CompanyUserListResponse,
  type CompanyUserUpdate,
} from '@paperless/core';
import type { DbExecutor } from '../../../db/database.js';
import { AppError } from '../../../lib/errors.js';
import type { MailDeps } from '../../../lib/outbox/enqueue.js';
import { companyInScope } from '../../../lib/tenancy.js';
import { refuseSuperAdmin, type Ctx } from '../access.js';
import type { ClinicScope } from '../scope.js';
import * as users from '../service.js';
import { assignableCompanyRoles } from './queries.js';

export type { Ctx };

/**
 * The clinic a request acts on, decided by tenancy before any step runs: a clinic user's own
 * company (naming another is not found), or one that provider staff reach (a Sales Person only
 * their own clients).
 */
export async function clinicScope(ctx: Ctx, requested?: number): Promise<ClinicScope> {
  return { kind: 'clinic', companyId: await companyInScope(ctx.db, ctx.auth, requested) };
}

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
  const scope = await clinicScope(ctx, options.company_id);
  const { users: data, ...page } = await users.listUsers(ctx.db, scope, {
    search: options.search,
    page: options.page,
    per_page: options.per_page,
  });
  return { data, ...page };
}

export async function getCompanyUser(
  ctx: Ctx,
  id: number,
  requestedCompany?: number,
): Promise<CompanyUser> {
  return users.viewUser(ctx.db, await clinicScope(ctx, requestedCompany), id);
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

/** A new company user with their set-password invitation, queued in the same transaction. */
export async function createCompanyUser(
  ctx: Ctx & MailDeps,
  payload: CompanyUserCreate,
): Promise<CompanyUser> {
  const scope = await clinicScope(ctx, payload.company_id);
  return users.createUser(ctx, scope, payload, (trx) => checkAssignable(trx, payload.role_id));
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
  const scope = await clinicScope(ctx, payload.company_id);
  return users.updateUser(ctx, scope, id, payload, async (trx, target) => {
    refuseSuperAdmin(scope, target);
    if (target.is_owner && payload.role_id !== target.role_id) {
      throw AppError.field('role_id', companyUserMessages.ownerKeepsRole);
    }
    if (!target.is_owner) await checkAssignable(trx, payload.role_id);
  });
}

/** Soft delete: the address is freed and every session ends. Never the owner, never oneself. */
export async function deleteCompanyUser(
  ctx: Ctx,
  id: number,
  requestedCompany?: number,
): Promise<void> {
  const scope = await clinicScope(ctx, requestedCompany);
  await users.removeUser(ctx, scope, id, (_trx, target) => {
    // The owner first: an owner deleting themselves learns the way out (transfer).
    if (target.is_owner) {
      throw new AppError('forbidden', companyUserMessages.ownerCannotBeDeleted);
    }
    if (id === ctx.auth.user.id) {
      throw new AppError('forbidden', companyUserMessages.cannotDeleteSelf);
    }
    refuseSuperAdmin(scope, target);
  });
}

/** The owner cancels a pending login e-mail change of one of the company's users. */
export async function cancelCompanyUserEmailChange(
  ctx: Ctx,
  id: number,
  requestedCompany?: number,
): Promise<void> {
  const scope = await clinicScope(ctx, requestedCompany);
  await users.cancelEmailChange(ctx, scope, id, (_trx, target) => refuseSuperAdmin(scope, target));
}
