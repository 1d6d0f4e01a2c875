import { ROLE, signupMessages } from '@paperless/core';
import { sql } from 'kysely';
import type { DbExecutor } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { checkLoginEmailFree } from '../companies/checks.js';
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

/**
 * Who hears of a self-signup on the bell: provider staff who manage clients across the house.
 * A Sales Person sees only their own clients, and a self-signup belongs to nobody yet.
 */
export function staffToNotify(db: DbExecutor) {
  return db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select('u.id')
    .where('r.kind', '=', 'provider')
    .where('r.name', '!=', ROLE.salesPerson)
    .where('u.deleted_at', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('role_permissions as rp')
          .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
          .select('rp.role_id')
          .whereRef('rp.role_id', '=', 'r.id')
          .where('p.key', '=', 'manage_clients'),
      ),
    );
}
