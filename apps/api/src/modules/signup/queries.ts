import { signupMessages } from '@paperless/core';
import { sql } from 'kysely';
import type { DbExecutor } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { checkLoginEmailFree } from '../companies/index.js';
import type { SignupPlan } from './payment.js';

/** A plan the public may buy: active, standard (never a company's custom plan), not deleted. */
export async function signupPlan(db: DbExecutor, planId: number): Promise<SignupPlan> {
  const plan = await db
    .selectFrom('plans')
    .select(['id', 'name', sql<number>`price::float8`.as('price')])
    .where('id', '=', planId)
    .where('is_active', '=', 1)
    .where('on_demand', '=', false)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!plan) throw AppError.field('planId', signupMessages.selectPlan);
  return plan;
}

/** The companies check, under the wizard's field name and with a hint to sign in instead. */
export async function checkSignupEmailFree(db: DbExecutor, loginEmail: string): Promise<void> {
  try {
    await checkLoginEmailFree(db, loginEmail);
  } catch (error) {
    if (error instanceof AppError && error.code === 'validation') {
      throw AppError.field('loginEmail', signupMessages.loginEmailTaken);
    }
    throw error;
  }
}
