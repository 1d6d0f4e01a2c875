import {
  DEFAULT_REMINDER_SCHEDULE,
  nextReminderAt,
  reminderScheduleSchema,
  type ReminderSchedule,
} from '@paperless/core';
import { sql } from 'kysely';
import type { DbExecutor } from '../../../db/database.js';

/**
 * A clinic's stored schedule (companies.reminder_schedule), or the default when it has none.
 * A stored value that no longer parses (the schema tightened since) falls back to the default
 * rather than stopping the clinic's reminders.
 */
export function scheduleOf(stored: unknown): ReminderSchedule {
  if (stored === null || stored === undefined) return DEFAULT_REMINDER_SCHEDULE;
  const value = typeof stored === 'string' ? (JSON.parse(stored) as unknown) : stored;
  const parsed = reminderScheduleSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_REMINDER_SCHEDULE;
}

/** Sets next_reminder_at of many links in one statement (null: none is due any more). */
export async function writeNextReminders(
  db: DbExecutor,
  plans: readonly { id: string | number; at: Date | null }[],
): Promise<void> {
  if (plans.length === 0) return;
  const rows = plans.map((p) => sql`(${String(p.id)}::bigint, ${p.at}::timestamptz)`);
  await sql`update form_links as l set next_reminder_at = v.at
    from (values ${sql.join(rows)}) as v(id, at)
    where l.id = v.id`.execute(db);
}

/**
 * Sets each link's next_reminder_at from its state, its clinic's schedule and time zone (null:
 * no reminder is due any more). Called in the transaction that sends, resends, extends or
 * reminds a link; a link that completes, is cancelled or stops reminders sets null itself.
 * A link no reminder can reach (completed, cancelled, expired, stopped, or without its sealed
 * token) gets null here too, so calling it on any link is safe.
 */
export async function planReminders(
  db: DbExecutor,
  linkIds: readonly (string | number)[],
  options: { now?: Date } = {},
): Promise<void> {
  if (linkIds.length === 0) return;
  const now = options.now ?? new Date();
  const links = await db
    .selectFrom('form_links as l')
    .innerJoin('companies as c', 'c.id', 'l.company_id')
    .select([
      'l.id',
      'l.last_sent_at',
      'l.visit_at',
      'l.expires_at',
      'l.submitted_at',
      'l.cancelled_at',
      'l.reminders_stopped_at',
      'l.reminders_sent',
      'l.last_reminded_at',
      'l.token_sealed',
      'c.time_zone',
      'c.reminder_schedule',
    ])
    .where(
      'l.id',
      'in',
      linkIds.map((id) => String(id)),
    )
    .execute();
  const plans = links.map((link) => {
    const open =
      link.submitted_at === null &&
      link.cancelled_at === null &&
      link.reminders_stopped_at === null &&
      link.token_sealed !== null &&
      link.expires_at.getTime() > now.getTime();
    const at = !open
      ? null
      : nextReminderAt({
          sentAt: link.last_sent_at,
          visitAt: link.visit_at,
          remindersSent: link.reminders_sent,
          lastRemindedAt: link.last_reminded_at,
          expiresAt: link.expires_at,
          schedule: scheduleOf(link.reminder_schedule),
          timeZone: link.time_zone,
          now,
        });
    return { id: link.id, at };
  });
  await writeNextReminders(db, plans);
}

/** One more reminder sent now, and when the next is due, for many links in one statement. */
export async function markReminded(
  trx: DbExecutor,
  plans: readonly { id: string | number; at: Date | null }[],
  now: Date,
): Promise<void> {
  if (plans.length === 0) return;
  const rows = plans.map((p) => sql`(${String(p.id)}::bigint, ${p.at}::timestamptz)`);
  await sql`update form_links as l
    set reminders_sent = l.reminders_sent + 1, last_reminded_at = ${now}::timestamptz,
      next_reminder_at = v.at
    from (values ${sql.join(rows)}) as v(id, at)
    where l.id = v.id`.execute(trx);
}
