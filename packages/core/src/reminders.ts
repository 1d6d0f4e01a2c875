// When a sent link's next reminder is due (issue 16): pure arithmetic over the clinic's
// schedule and time zone, shared by the planner and the reminder pass. No I/O.
import type { ReminderSchedule } from './schemas/front-desk.js';
import { utcToWallTime, wallTimeToUtc, type WallTime } from './time-zones.js';

const HOUR_MS = 3_600_000;
/** The eve-of-visit reminder goes at 18:00 local time the day before the visit. */
export const EVE_OF_VISIT_HOUR = 18;

export interface ReminderState {
  /** The link's last send (form_links.last_sent_at): a resend restarts the schedule. */
  sentAt: Date;
  visitAt: Date | null;
  remindersSent: number;
  lastRemindedAt: Date | null;
  expiresAt: Date;
  schedule: ReminderSchedule;
  timeZone: string;
  now: Date;
}

/** Local midnight-based wall time of `date` plus `days` calendar days, at `hour`:00. */
function dayAt(t: WallTime, days: number, hour: number): WallTime {
  const d = new Date(Date.UTC(t.year, t.month - 1, t.day + days));
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour,
    minute: 0,
  };
}

/**
 * The instant itself when its local hour is in [start, end); before the window, that day's
 * start hour; at or after its end, the next day's. A start hour skipped by a spring-forward
 * change lands after the gap, which may itself be past the end: then the next day is tried.
 */
export function moveIntoWindow(
  instant: Date,
  schedule: Pick<ReminderSchedule, 'window_start_hour' | 'window_end_hour'>,
  timeZone: string,
): Date {
  const { window_start_hour: start, window_end_hour: end } = schedule;
  let at = instant;
  // Two moves always reach a day whose window exists (a DST gap eats at most one of them).
  for (let step = 0; step < 4; step += 1) {
    const wall = utcToWallTime(at, timeZone);
    if (wall.hour >= start && wall.hour < end) return at;
    at = wallTimeToUtc(dayAt(wall, wall.hour < start ? 0 : 1, start), timeZone);
  }
  return at;
}

/** The schedule's raw moments for a link: each offset after the send, and the visit's eve. */
function candidates(state: ReminderState): Date[] {
  const { sentAt, visitAt, schedule, timeZone } = state;
  const list = schedule.offsets_hours.map((h) => new Date(sentAt.getTime() + h * HOUR_MS));
  if (schedule.eve_of_visit && visitAt) {
    list.push(
      wallTimeToUtc(dayAt(utcToWallTime(visitAt, timeZone), -1, EVE_OF_VISIT_HOUR), timeZone),
    );
  }
  return list;
}

/**
 * When the link's next reminder is due, or null when none is: the schedule is off or used up,
 * or the next one would fall at or after the link's expiry. Each moment of the schedule is
 * moved into the sending window; moments that land on the same instant count once. The next
 * is the first one after the last reminder (or after the send, when none went yet, or when the
 * link was sent again since). One that is already past (the pass was down, or the plan was
 * made late) is due at once, or at the window's next opening, so a late pass sends one
 * reminder, never a burst, and never outside the window.
 */
export function nextReminderAt(state: ReminderState): Date | null {
  const { schedule, timeZone, now } = state;
  if (!schedule.enabled || state.remindersSent >= schedule.max_reminders) return null;
  const after = Math.max(state.sentAt.getTime(), state.lastRemindedAt?.getTime() ?? -Infinity);
  const slots = [
    ...new Set(candidates(state).map((c) => moveIntoWindow(c, schedule, timeZone).getTime())),
  ].sort((a, b) => a - b);
  const next = slots.find((slot) => slot > after);
  if (next === undefined) return null;
  const due = next >= now.getTime() ? new Date(next) : moveIntoWindow(now, schedule, timeZone);
  return due.getTime() < state.expiresAt.getTime() ? due : null;
}
