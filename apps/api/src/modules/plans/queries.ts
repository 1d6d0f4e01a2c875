import type { Plan } from '@paperless/core';
import { sql } from 'kysely';
import type { DbExecutor } from '../../db/database.js';

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
