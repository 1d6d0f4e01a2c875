import type { Db } from '../../src/db/database.js';
import { uniqueLetters } from './users.js';

/**
 * A plan written straight to the table: the one plan factory of the API's tests (billing,
 * finance, companies and signup each kept their own copy before issue 35). Defaults are a
 * $49 plan of 100 encounters at $0.50 over; a test that reads a figure back passes it.
 */
export interface PlanValues {
  price?: number;
  encounter?: number;
  overage_cost?: number | null;
  on_demand?: boolean;
  /** 0 retires the plan: signup and Create Company no longer offer it. */
  is_active?: number;
}

export async function insertPlan(db: Db, values: PlanValues = {}) {
  // Letters only, so a search for an amount on a finance page never finds a plan by its name.
  const name = `Plan ${uniqueLetters()}`;
  const row = await db
    .insertInto('plans')
    .values({ name, price: 49, encounter: 100, overage_cost: 0.5, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, name };
}

/** The plan's id alone, for tests that only need one to sign up or create a company on. */
export async function createPlan(db: Db, values: PlanValues = {}): Promise<number> {
  return (await insertPlan(db, values)).id;
}
