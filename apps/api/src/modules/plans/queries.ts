import type { Plan } from '@paperless/core';
import { sql, type ExpressionBuilder } from 'kysely';
import type { DbExecutor } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** Live plans with their amounts as numbers (numeric columns arrive from pg as strings). */
export function selectPlans(db: DbExecutor) {
  return db
    .selectFrom('plans')
    .select([
      'id',
      'name',
      'encounter',
      sql<number>`price::float8`.as('price'),
      sql<number | null>`overage_cost::float8`.as('overage_cost'),
      'description',
      'is_active',
      'on_demand',
      'company_name',
      'created_at',
    ])
    .where('deleted_at', 'is', null);
}

/**
 * The custom plans a Sales Person may see and give: those they created (a new client's plan is
 * made before the client), and those named after one of their own live clients.
 */
export function customPlanOfSalesPerson(userId: number) {
  return ({ eb, exists, selectFrom }: ExpressionBuilder<Database, 'plans'>) =>
    eb.and([
      eb('plans.on_demand', '=', true),
      eb.or([
        eb('plans.created_by', '=', userId),
        exists(
          selectFrom('companies as c')
            .select('c.id')
            .where('c.reference_id', '=', userId)
            .where('c.deleted_at', 'is', null)
            .where(sql<string>`lower(c.name)`, '=', sql<string>`lower(plans.company_name)`),
        ),
      ]),
    ]);
}

type PlanRow = Awaited<ReturnType<ReturnType<typeof selectPlans>['executeTakeFirstOrThrow']>>;

export function toPlan(row: PlanRow): Plan {
  return {
    ...row,
    is_active: row.is_active === 1 ? 1 : 0,
    created_at: row.created_at.toISOString(),
  };
}

export async function planInUse(db: DbExecutor, planId: number): Promise<boolean> {
  const company = await db
    .selectFrom('companies')
    .select('id')
    .where('plan_id', '=', planId)
    .where('deleted_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return company !== undefined;
}
