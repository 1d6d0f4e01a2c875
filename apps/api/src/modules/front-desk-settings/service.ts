import {
  DEFAULT_REMINDER_SCHEDULE,
  messages,
  reminderScheduleSchema,
  type FrontDeskSettings,
  type ReminderSchedule,
} from '@paperless/core';
import type { Db, DbExecutor } from '../../db/database.js';
import { writeAudit, type AuditActor } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/sessions.js';
import { companyInScope } from '../../lib/tenancy.js';
import { replanOpenLinks } from './replan.js';

export interface Ctx {
  db: Db;
  auth: AuthContext;
  actor: AuditActor;
}

/**
 * The schedule a clinic's reminders follow: its own, or the default while it never chose one
 * (null), so a change of the default reaches those clinics. A stored value that no longer
 * passes the schema (an older shape) falls back to the default rather than failing the pass.
 */
export function effectiveSchedule(stored: unknown): ReminderSchedule {
  if (stored === null || stored === undefined) return DEFAULT_REMINDER_SCHEDULE;
  const value: unknown = typeof stored === 'string' ? JSON.parse(stored) : stored;
  const parsed = reminderScheduleSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_REMINDER_SCHEDULE;
}

/** One key order and sorted offsets, so two equal schedules compare equal as JSON. */
function canonical(s: ReminderSchedule): ReminderSchedule {
  return {
    enabled: s.enabled,
    offsets_hours: [...s.offsets_hours].sort((a, b) => a - b),
    max_reminders: s.max_reminders,
    window_start_hour: s.window_start_hour,
    window_end_hour: s.window_end_hour,
    eve_of_visit: s.eve_of_visit,
  };
}

async function loadSettings(db: DbExecutor, companyId: number, lock = false) {
  let query = db
    .selectFrom('companies')
    .select(['time_zone', 'reminder_schedule'])
    .where('id', '=', companyId)
    .where('deleted_at', 'is', null);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError('not_found', messages.notFound);
  return row;
}

export async function getFrontDeskSettings(
  db: DbExecutor,
  auth: AuthContext,
  requestedCompanyId: number | undefined,
): Promise<FrontDeskSettings> {
  const companyId = await companyInScope(db, auth, requestedCompanyId);
  const row = await loadSettings(db, companyId);
  return { time_zone: row.time_zone, reminders: effectiveSchedule(row.reminder_schedule) };
}

/**
 * The owner saves the clinic's zone and reminder schedule. A schedule equal to the one in force
 * is not stored, so a clinic on the default stays on it when only its zone changes. Either
 * change re-plans the reminders of the clinic's open links in the same transaction; the audit
 * row says what changed (a zone and a schedule's numbers, no patient data).
 */
export async function updateFrontDeskSettings(
  { db, auth, actor }: Ctx,
  requestedCompanyId: number | undefined,
  settings: FrontDeskSettings,
): Promise<FrontDeskSettings> {
  return db.transaction().execute(async (trx) => {
    const companyId = await companyInScope(trx, auth, requestedCompanyId);
    const before = await loadSettings(trx, companyId, true);
    const current = canonical(effectiveSchedule(before.reminder_schedule));
    const wanted = canonical(settings.reminders);
    const zoneChanges = settings.time_zone !== before.time_zone;
    const scheduleChanges = JSON.stringify(current) !== JSON.stringify(wanted);
    if (zoneChanges || scheduleChanges) {
      await trx
        .updateTable('companies')
        .set({
          ...(zoneChanges ? { time_zone: settings.time_zone } : {}),
          ...(scheduleChanges ? { reminder_schedule: JSON.stringify(wanted) } : {}),
          updated_at: new Date(),
        })
        .where('id', '=', companyId)
        .execute();
    }
    const replanned = zoneChanges || scheduleChanges ? await replanOpenLinks(trx, companyId) : 0;
    await writeAudit(trx, actor, {
      action: 'company.front_desk_update',
      targetType: 'company',
      targetId: companyId,
      details: {
        company_id: companyId,
        ...(zoneChanges ? { time_zone: { from: before.time_zone, to: settings.time_zone } } : {}),
        ...(scheduleChanges ? { reminders: { from: current, to: wanted } } : {}),
        replanned_links: replanned,
      },
    });
    return {
      time_zone: zoneChanges ? settings.time_zone : before.time_zone,
      reminders: scheduleChanges ? wanted : current,
    };
  });
}
