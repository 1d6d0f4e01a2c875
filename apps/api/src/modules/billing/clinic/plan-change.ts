import {
  clinicBillingMessages,
  companyMessages,
  ROLE,
  type PlanChangeCreate,
  type PlanChangeRequest,
} from '@paperless/core';
import { sql } from 'kysely';
import type { DbExecutor } from '../../../db/database.js';
import { writeAudit } from '../../../lib/audit.js';
import { AppError } from '../../../lib/errors.js';
import { companiesFor, companyInScope } from '../../../lib/tenancy.js';
import { staffToNotify } from '../../users/index.js';
import { openRequestOf } from './queries.js';
import type { Ctx } from './service.js';

/**
 * The owner asks for another plan (issue 20). Staff change plans in the client form; this only
 * records the wish, tells staff on the bell and shows it on the company page until resolved.
 */
export async function requestPlanChange(
  ctx: Ctx,
  payload: PlanChangeCreate,
  requested?: number,
): Promise<PlanChangeRequest> {
  const companyId = await companyInScope(ctx.db, ctx.auth, requested);
  // Only the plans the landing page offers: a custom plan is agreed with staff, not picked.
  const plan = await ctx.db
    .selectFrom('plans')
    .select(['id', 'name'])
    .where('id', '=', payload.plan_id)
    .where('deleted_at', 'is', null)
    .where('is_active', '=', 1)
    .where('on_demand', '=', false)
    .executeTakeFirst();
  if (!plan) throw AppError.field('plan_id', clinicBillingMessages.choosePlan);
  const company = await ctx.db
    .selectFrom('companies as c')
    .leftJoin('subscriptions as s', 's.company_id', 'c.id')
    .select([
      'c.name',
      'c.reference_id',
      sql<number | null>`coalesce(c.plan_id, s.plan_id)`.as('plan_id'),
    ])
    .where('c.id', '=', companyId)
    .executeTakeFirstOrThrow();
  if (company.plan_id === plan.id) throw AppError.field('plan_id', clinicBillingMessages.samePlan);

  await ctx.db.transaction().execute(async (trx) => {
    // One open request at a time; the lock keeps two quick submits from both passing.
    await sql`select pg_advisory_xact_lock(hashtext(${`plan-change:${companyId}`}))`.execute(trx);
    if (await openRequestOf(trx, companyId))
      throw new AppError('conflict', clinicBillingMessages.requestOpen);
    const row = await trx
      .insertInto('plan_change_requests')
      .values({
        company_id: companyId,
        plan_id: plan.id,
        note: payload.note ?? null,
        requested_by: ctx.auth.user.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await notifyStaff(trx, { id: companyId, ...company }, plan.name);
    await writeAudit(trx, ctx.actor, {
      action: 'clinic_billing.plan_change_request',
      targetType: 'company',
      targetId: companyId,
      details: { request_id: Number(row.id), plan_id: plan.id },
    });
  });
  return (await openRequestOf(ctx.db, companyId))!;
}

/**
 * The bell of the staff told of a self-signup (house-wide client managers), and the clinic's
 * own Sales Person: a Sales Person never hears of another's client.
 */
async function notifyStaff(
  trx: DbExecutor,
  company: { id: number; name: string; reference_id: number | null },
  planName: string,
): Promise<void> {
  const staff = (await staffToNotify(trx).execute()).map((s) => s.id);
  if (company.reference_id !== null) {
    const seller = await trx
      .selectFrom('users as u')
      .innerJoin('roles as r', 'r.id', 'u.role_id')
      .select('u.id')
      .where('u.id', '=', company.reference_id)
      .where('u.deleted_at', 'is', null)
      .where('r.name', '=', ROLE.salesPerson)
      .executeTakeFirst();
    if (seller) staff.push(seller.id);
  }
  const ids = [...new Set(staff)];
  if (ids.length === 0) return;
  await trx
    .insertInto('notifications')
    .values(
      ids.map((userId) => ({
        user_id: userId,
        title: `Plan change requested: ${company.name}`,
        body: `${company.name} asks to move to the ${planName}.`,
        link_path: `/companyDetails/${company.id}/companyDetails`,
      })),
    )
    .execute();
}

/** Provider staff: the company's open request, within the companies they may see. */
export async function companyOpenRequest(ctx: Ctx, companyId: number) {
  await visibleCompany(ctx, companyId);
  return openRequestOf(ctx.db, companyId);
}

export async function resolveRequest(ctx: Ctx, companyId: number): Promise<void> {
  await visibleCompany(ctx, companyId);
  await ctx.db.transaction().execute(async (trx) => {
    const open = await openRequestOf(trx, companyId);
    if (!open) throw new AppError('not_found', clinicBillingMessages.requestNotFound);
    await trx
      .updateTable('plan_change_requests')
      .set({ resolved_at: new Date(), resolved_by: ctx.auth.user.id })
      .where('id', '=', open.id)
      .execute();
    await writeAudit(trx, ctx.actor, {
      action: 'clinic_billing.plan_change_resolve',
      targetType: 'company',
      targetId: companyId,
      details: { request_id: open.id },
    });
  });
}

async function visibleCompany(ctx: Ctx, companyId: number): Promise<void> {
  const row = await companiesFor(ctx.db, ctx.auth)
    .select('c.id')
    .where('c.id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', companyMessages.notFound);
}
