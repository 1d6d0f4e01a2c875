import { sql, type Expression, type SqlBool } from 'kysely';
import type { DbExecutor } from '../../db/database.js';
import { planReminders } from '../links/index.js';

/** Links planned per call: keeps each statement's list of ids well under PostgreSQL's limits. */
const PLAN_BATCH = 1_000;

/**
 * A link the patient can still complete: not submitted, not cancelled, not expired. The
 * dashboard's "waiting" and the re-plan below read the same links.
 */
export function isOpenLink(now: Date): Expression<SqlBool> {
  return sql<SqlBool>`submitted_at is null and cancelled_at is null and expires_at > ${now}`;
}

/**
 * Re-plans the reminders of every open link of a clinic, after its time zone or reminder
 * schedule changed: the next reminder of each follows the new hours and offsets. Runs in the
 * caller's transaction, after the change, so planning reads the new settings.
 */
export async function replanOpenLinks(
  trx: DbExecutor,
  companyId: number,
  now: Date = new Date(),
): Promise<number> {
  const rows = await trx
    .selectFrom('form_links')
    .select('id')
    .where('company_id', '=', companyId)
    .where(isOpenLink(now))
    .execute();
  const ids = rows.map((row) => row.id);
  for (let i = 0; i < ids.length; i += PLAN_BATCH) {
    await planReminders(trx, ids.slice(i, i + PLAN_BATCH));
  }
  return ids.length;
}
