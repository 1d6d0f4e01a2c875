import { companyMessages, ROLE } from '@paperless/core';
import { sql } from 'kysely';
import type { DbExecutor } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/sessions.js';
import { customPlanOfSalesPerson } from '../plans/index.js';
import { emailInUse } from '../users/index.js';
import { ownClientsOnly } from '../../lib/tenancy.js';

/**
 * Only active plans may be chosen (spec §9); the message lands under the plan choice. A Sales
 * Person may give a standard plan, or this client's own custom plan (named after the client and
 * one they may see): never another client's negotiated one (Security II).
 */
export async function checkPlan(
  db: DbExecutor,
  planId: number,
  caller: { auth: AuthContext; clientName: string },
): Promise<void> {
  let query = db
    .selectFrom('plans')
    .select('id')
    .where('id', '=', planId)
    .where('is_active', '=', 1)
    .where('deleted_at', 'is', null);
  if (ownClientsOnly(caller.auth)) {
    const own = customPlanOfSalesPerson(caller.auth.user.id);
    query = query.where((eb) =>
      eb.or([
        eb('on_demand', '=', false),
        eb.and([
          own(eb),
          eb(sql<string>`lower(company_name)`, '=', caller.clientName.toLowerCase()),
        ]),
      ]),
    );
  }
  const plan = await query.executeTakeFirst();
  if (!plan) throw AppError.field('plan_id', companyMessages.planUnavailable);
}

/** The login e-mail becomes the owner's account, so it must not belong to another live user. */
export async function checkLoginEmailFree(
  db: DbExecutor,
  email: string,
  exceptUserId?: number,
): Promise<void> {
  if (await emailInUse(db, email, exceptUserId)) {
    throw AppError.field('email', companyMessages.loginEmailTaken);
  }
}

/** An Assigned Sales Contact must be a live Sales Person. */
export async function checkSalesContact(db: DbExecutor, userId: number): Promise<void> {
  const user = await db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.id', 'u.role_id')
    .select('u.id')
    .where('u.id', '=', userId)
    .where('r.name', '=', ROLE.salesPerson)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) throw AppError.field('reference_id', companyMessages.notSalesPerson);
}
