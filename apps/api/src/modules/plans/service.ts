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
/**
 * A company's custom plan, named after it. Staff who manage plans may price one as they like;
 * a Sales Person (`salesPersonId`) makes one only for a business that is not yet a client or is
 * one of their own, and no cheaper per encounter than the cheapest active standard plan: a
 * Sales Person could otherwise learn of, or undercut, another client's negotiated plan
 * (Security III, finding 10).
 */
export async function createCustomPlan(
  { db, actor }: Ctx,
  companyName: string,
  fields: Omit<PlanFields, 'name'>,
  salesPersonId?: number,
) {
  return db.transaction().execute(async (trx) => {
    if (salesPersonId !== undefined)
      await checkSalesCustomPlan(trx, salesPersonId, companyName, fields);
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

async function checkSalesCustomPlan(
  trx: DbExecutor,
  salesPersonId: number,
  companyName: string,
  fields: Omit<PlanFields, 'name'>,
) {
  // Another's client, or a plan another made for a business they are signing up: the same
  // answer either way, so neither the client nor its plan is disclosed.
  const someoneElses = await trx
    .selectFrom('companies')
    .select('id')
    .where('deleted_at', 'is', null)
    .where(sql<string>`lower(name)`, '=', companyName.toLowerCase())
    .where((eb) => eb.or([eb('reference_id', 'is', null), eb('reference_id', '!=', salesPersonId)]))
    .executeTakeFirst();
  const othersPlan = await selectPlans(trx)
    .where('on_demand', '=', true)
    .where(sql<string>`lower(company_name)`, '=', companyName.toLowerCase())
    .where((eb) => eb.not(customPlanOfSalesPerson(salesPersonId)(eb)))
    .executeTakeFirst();
  if (someoneElses || othersPlan) throw AppError.field('company_name', planMessages.notYourClient);

  const cheapest = await trx
    .selectFrom('plans')
    .select(sql<number | null>`min(price::float8 / encounter)`.as('rate'))
    .where('on_demand', '=', false)
    .where('is_active', '=', 1)
    .where('deleted_at', 'is', null)
    .where('encounter', '>', 0)
    .executeTakeFirstOrThrow();
  const rate = cheapest.rate;
  if (rate === null || fields.price === null || fields.encounter === null) return;
  // Compared in cents per encounter, rounded down: $49 for 120 is 40.8 cents, and 41 cents
  // each is not refused for the fraction.
  const floorCents = Math.floor(rate * 100);
  if (fields.encounter > 0 && (fields.price * 100) / fields.encounter >= floorCents) return;
  throw AppError.field(
    'price',
    planMessages.belowStandardRate(`$${(floorCents / 100).toFixed(2)}`),
  );
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
