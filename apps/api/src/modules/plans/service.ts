import { planMessages, type Plan, type PlanListResponse } from '@paperless/core';
import { sql } from 'kysely';
import type { Db, DbExecutor } from '../../db/database.js';
import { writeAudit, type AuditActor } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { customPlanOfSalesPerson, planInUse, selectPlans, toPlan } from './queries.js';

export interface PlanFields {
  name: string;
  encounter: number | null;
  price: number | null;
  overage_cost: number | null;
  description: string | null;
}

interface Ctx {
  db: Db;
  actor: AuditActor;
}

export async function listPlans(
  db: Db,
  options: { activeOnly: boolean; salesPersonId?: number | undefined },
): Promise<PlanListResponse> {
  let query = selectPlans(db).orderBy('name').orderBy('id');
  if (options.activeOnly) query = query.where('is_active', '=', 1);
  // A Sales Person sees every standard plan, and only the custom plans of their own clients:
  // another client's negotiated price is not theirs to read or to give (Security II).
  const salesPersonId = options.salesPersonId;
  if (salesPersonId !== undefined) {
    query = query.where((eb) =>
      eb.or([eb('on_demand', '=', false), customPlanOfSalesPerson(salesPersonId)(eb)]),
    );
  }
  const rows = (await query.execute()).map(toPlan);
  return {
    plans: rows.filter((p) => !p.on_demand),
    'custom-plans': rows.filter((p) => p.on_demand),
  };
}

export async function getPlan(db: DbExecutor, id: number): Promise<Plan> {
  const row = await selectPlans(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', 'Plan not found.');
  return toPlan(row);
}

export async function createPlan({ db, actor }: Ctx, fields: PlanFields): Promise<Plan> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('plans')
      .values(values(fields))
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, { action: 'plan.create', targetType: 'plan', targetId: id });
    return getPlan(trx, id);
  });
}

/** A custom plan carries its company's name; one per company (spec). */
export async function createCustomPlan(
  { db, actor }: Ctx,
  companyName: string,
  fields: Omit<PlanFields, 'name'>,
) {
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('plans')
      .select('id')
      .where('on_demand', '=', true)
      .where('deleted_at', 'is', null)
      .where(sql<string>`lower(company_name)`, '=', companyName.toLowerCase())
      .executeTakeFirst();
    if (existing) throw AppError.field('company_name', planMessages.customPlanExists);
    const { id } = await trx
      .insertInto('plans')
      .values({
        ...values({ ...fields, name: companyName }),
        on_demand: true,
        company_name: companyName,
        created_by: actor.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, {
      action: 'plan.create_custom',
      targetType: 'plan',
      targetId: id,
    });
    return getPlan(trx, id);
  });
}

export async function updatePlan(
  { db, actor }: Ctx,
  id: number,
  fields: PlanFields,
): Promise<Plan> {
  return db.transaction().execute(async (trx) => {
    await getPlan(trx, id);
    await trx
      .updateTable('plans')
      .set({ ...values(fields), updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    await writeAudit(trx, actor, { action: 'plan.update', targetType: 'plan', targetId: id });
    return getPlan(trx, id);
  });
}

export async function setPlanStatus(
  { db, actor }: Ctx,
  id: number,
  isActive: number,
): Promise<Plan> {
  return db.transaction().execute(async (trx) => {
    await getPlan(trx, id);
    await trx
      .updateTable('plans')
      .set({ is_active: isActive, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    await writeAudit(trx, actor, {
      action: 'plan.status',
      targetType: 'plan',
      targetId: id,
      details: { is_active: isActive },
    });
    return getPlan(trx, id);
  });
}

/** Soft delete, refused while a company is on the plan (its invoices must still name it). */
export async function deletePlan({ db, actor }: Ctx, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await getPlan(trx, id);
    if (await planInUse(trx, id)) throw new AppError('conflict', planMessages.planInUse);
    await trx
      .updateTable('plans')
      .set({ deleted_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    await writeAudit(trx, actor, { action: 'plan.delete', targetType: 'plan', targetId: id });
  });
}

function values(fields: PlanFields) {
  return {
    name: fields.name,
    encounter: fields.encounter ?? 0,
    price: fields.price ?? 0,
    overage_cost: fields.overage_cost,
    description: fields.description,
  };
}
