import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveIntoWindow, nextReminderAt, type ReminderState } from './reminders.js';
import { DEFAULT_REMINDER_SCHEDULE, type ReminderSchedule } from './schemas/front-desk.js';
import {
  endOfLocalDay,
  localDateTimeOf,
  parseLocalDateTime,
  utcToWallTime,
  wallTimeToUtc,
} from './time-zones.js';

const NY = 'America/New_York';
const PHOENIX = 'America/Phoenix';
const HONOLULU = 'Pacific/Honolulu';
const SYDNEY = 'Australia/Sydney';

/** The instant of a wall-clock time in a zone, and back. */
const local = (wall: string, zone: string) => wallTimeToUtc(parseLocalDateTime(wall)!, zone);
const wall = (instant: Date | null, zone: string) =>
  instant === null ? null : localDateTimeOf(instant, zone);

const schedule = (over: Partial<ReminderSchedule> = {}): ReminderSchedule => ({
  ...DEFAULT_REMINDER_SCHEDULE,
  eve_of_visit: false,
  ...over,
});

/** A link sent at `sent` (local), open for 30 days, nothing reminded yet, asked at the send. */
function link(sent: string, zone: string, over: Partial<ReminderState> = {}): ReminderState {
  const sentAt = local(sent, zone);
  return {
    sentAt,
    visitAt: null,
    remindersSent: 0,
    lastRemindedAt: null,
    expiresAt: new Date(sentAt.getTime() + 30 * 86_400_000),
    schedule: schedule({ offsets_hours: [24] }),
    timeZone: zone,
    now: sentAt,
    ...over,
  };
}

/** Every reminder the schedule gives, as the pass would send them on time. */
function allReminders(state: ReminderState): string[] {
  const sent: string[] = [];
  let current = state;
  for (let next = nextReminderAt(current); next; next = nextReminderAt(current)) {
    sent.push(wall(next, state.timeZone)!);
    current = {
      ...current,
      remindersSent: current.remindersSent + 1,
      lastRemindedAt: next,
      now: next,
    };
    if (sent.length > 10) throw new Error('the schedule never ends');
  }
  return sent;
}

describe('nextReminderAt across zones and daylight-saving changes', () => {
  it('keeps 24 hours as 24 real hours over the March 8 2026 US change (10:00 EST → 11:00 EDT)', () => {
    const next = nextReminderAt(link('2026-03-07T10:00', NY));
    expect(next?.toISOString()).toBe('2026-03-08T15:00:00.000Z');
    expect(wall(next, NY)).toBe('2026-03-08T11:00');
  });

  it('and over the November 1 2026 change (10:00 EDT → 09:00 EST)', () => {
    const next = nextReminderAt(link('2026-10-31T10:00', NY));
    expect(next?.toISOString()).toBe('2026-11-01T14:00:00.000Z');
    expect(wall(next, NY)).toBe('2026-11-01T09:00');
  });

  it('sees no change in Phoenix, which keeps standard time all year', () => {
    expect(wall(nextReminderAt(link('2026-03-07T10:00', PHOENIX)), PHOENIX)).toBe(
      '2026-03-08T10:00',
    );
    expect(wall(nextReminderAt(link('2026-10-31T10:00', PHOENIX)), PHOENIX)).toBe(
      '2026-11-01T10:00',
    );
  });

  it('reads the window in Honolulu time', () => {
    // 05:00 HST the next day is before 08:00: pushed to 08:00 HST (18:00 UTC).
    const next = nextReminderAt(link('2026-12-01T05:00', HONOLULU));
    expect(next?.toISOString()).toBe('2026-12-02T18:00:00.000Z');
    expect(wall(next, HONOLULU)).toBe('2026-12-02T08:00');
  });

  it('follows the southern hemisphere: Sydney leaves daylight time on April 5 2026', () => {
    const next = nextReminderAt(link('2026-04-04T10:00', SYDNEY));
    expect(next?.toISOString()).toBe('2026-04-04T23:00:00.000Z');
    expect(wall(next, SYDNEY)).toBe('2026-04-05T09:00');
    // And enters it on October 4 2026: 10:00 AEST + 24 h is 11:00 AEDT.
    expect(wall(nextReminderAt(link('2026-10-03T10:00', SYDNEY)), SYDNEY)).toBe('2026-10-04T11:00');
  });
});

describe('the sending window', () => {
  it('keeps a time inside it, pushes an early one to the start and a late one to the next day', () => {
    expect(wall(nextReminderAt(link('2026-06-10T19:59', NY)), NY)).toBe('2026-06-11T19:59');
    expect(wall(nextReminderAt(link('2026-06-10T05:00', NY)), NY)).toBe('2026-06-11T08:00');
    // The end hour is outside the window: 20:00 goes to the next morning.
    expect(wall(nextReminderAt(link('2026-06-10T20:00', NY)), NY)).toBe('2026-06-12T08:00');
    expect(wall(nextReminderAt(link('2026-06-10T23:30', NY)), NY)).toBe('2026-06-12T08:00');
  });

  it('skips a day whose window the spring-forward gap swallows', () => {
    const narrow = { window_start_hour: 2, window_end_hour: 3 };
    // 01:30 EST on March 8: 02:00 does not exist that day (03:00 EDT is past the window).
    const moved = moveIntoWindow(local('2026-03-08T01:30', NY), narrow, NY);
    expect(wall(moved, NY)).toBe('2026-03-09T02:00');
    // The repeated hour of November 1 is inside a 01:00-02:00 window both times.
    const repeated = new Date(local('2026-11-01T01:30', NY).getTime() + 3_600_000);
    expect(wall(repeated, NY)).toBe('2026-11-01T01:30');
    expect(moveIntoWindow(repeated, { window_start_hour: 1, window_end_hour: 2 }, NY)).toEqual(
      repeated,
    );
  });

  it('sends the default schedule at 24 and 72 hours, each in the window', () => {
    const state = link('2026-06-10T21:15', NY, { schedule: schedule() });
    // +24 h is 21:15 (after the window: the next morning), +72 h too.
    expect(allReminders(state)).toEqual(['2026-06-12T08:00', '2026-06-14T08:00']);
  });

  it('counts once the moments that land on the same instant', () => {
    // +24 h is 21:00 (pushed to day 2, 08:00); +30 h is 03:00 on day 2 (pushed to 08:00 too).
    const state = link('2026-06-10T21:00', NY, { schedule: schedule({ offsets_hours: [24, 30] }) });
    expect(allReminders(state)).toEqual(['2026-06-12T08:00']);
  });
});

describe('the eve of a visit', () => {
  const visitAt = local('2026-12-03T10:00', NY);
  const state = link('2026-12-01T10:00', NY, {
    visitAt,
    expiresAt: endOfLocalDay('2026-12-03', NY),
    schedule: schedule({ eve_of_visit: true }),
  });

  it('adds 18:00 the day before the visit, and nothing at or after the expiry', () => {
    // 24 h → Dec 2 10:00; the eve → Dec 2 18:00; 72 h (Dec 4) is after the visit day's end.
    expect(allReminders(state)).toEqual(['2026-12-02T10:00', '2026-12-02T18:00']);
  });

  it('is left out when the schedule has it off', () => {
    expect(allReminders({ ...state, schedule: schedule() })).toEqual(['2026-12-02T10:00']);
  });

  it('moves into the window when the window closes before 18:00', () => {
    const early = { ...state, schedule: schedule({ eve_of_visit: true, window_end_hour: 17 }) };
    expect(allReminders(early)).toEqual(['2026-12-02T10:00', '2026-12-03T08:00']);
  });
});

describe('when no reminder is due', () => {
  it('stops at max_reminders, and when the schedule is off', () => {
    const state = link('2026-06-10T10:00', NY, { schedule: schedule() });
    expect(nextReminderAt({ ...state, remindersSent: 3 })).toBeNull();
    expect(nextReminderAt({ ...state, schedule: schedule({ max_reminders: 0 }) })).toBeNull();
    expect(nextReminderAt({ ...state, schedule: schedule({ enabled: false }) })).toBeNull();
    expect(allReminders({ ...state, schedule: schedule({ max_reminders: 1 }) })).toEqual([
      '2026-06-11T10:00',
    ]);
  });

  it('cuts off at the expiry: a reminder at the expiry itself is not sent', () => {
    const state = link('2026-06-10T10:00', NY);
    const due = local('2026-06-11T10:00', NY);
    expect(nextReminderAt({ ...state, expiresAt: due })).toBeNull();
    expect(nextReminderAt({ ...state, expiresAt: new Date(due.getTime() + 1) })).toEqual(due);
  });

  it('answers null once every moment is behind the last reminder', () => {
    const state = link('2026-06-10T10:00', NY);
    expect(nextReminderAt({ ...state, lastRemindedAt: local('2026-06-11T10:00', NY) })).toBeNull();
  });
});

describe('a resend and a late pass', () => {
  it('restarts the schedule from the last send, ignoring reminders of the earlier one', () => {
    const state = link('2026-06-15T10:00', NY, {
      schedule: schedule(),
      remindersSent: 1,
      lastRemindedAt: local('2026-06-11T10:00', NY),
    });
    expect(allReminders(state)).toEqual(['2026-06-16T10:00', '2026-06-18T10:00']);
  });

  it('sends one overdue reminder at once, not a burst, and never outside the window', () => {
    const state = link('2026-06-10T10:00', NY, { schedule: schedule() });
    // The pass was down for a week: both moments are past; one reminder now, then none.
    const late = local('2026-06-17T12:00', NY);
    expect(nextReminderAt({ ...state, now: late })).toEqual(late);
    expect(
      nextReminderAt({ ...state, now: late, remindersSent: 1, lastRemindedAt: late }),
    ).toBeNull();
    // Overdue at night: the next morning.
    const night = local('2026-06-17T23:00', NY);
    expect(wall(nextReminderAt({ ...state, now: night }), NY)).toBe('2026-06-18T08:00');
  });
});

describe('nextReminderAt (property)', () => {
  const zones = [NY, PHOENIX, HONOLULU, SYDNEY, 'Europe/London', 'Asia/Kolkata', 'UTC'];
  const instant = fc.date({
    min: new Date('2026-01-01T00:00:00Z'),
    max: new Date('2027-12-31T00:00:00Z'),
    noInvalidDate: true,
  });
  const scheduleArb = fc
    .record({
      enabled: fc.boolean(),
      offsets_hours: fc.uniqueArray(fc.integer({ min: 1, max: 720 }), { maxLength: 5 }),
      max_reminders: fc.integer({ min: 0, max: 5 }),
      start: fc.integer({ min: 0, max: 22 }),
      length: fc.integer({ min: 1, max: 23 }),
      eve_of_visit: fc.boolean(),
    })
    .map(({ start, length, offsets_hours, ...s }) => ({
      ...s,
      offsets_hours: [...offsets_hours].sort((a, b) => a - b),
      window_start_hour: start,
      window_end_hour: Math.min(23, start + length),
    }));
  const stateArb = fc.record({
    sentAt: instant,
    visitAt: fc.option(instant, { nil: null }),
    remindersSent: fc.integer({ min: 0, max: 5 }),
    lastRemindedAt: fc.option(instant, { nil: null }),
    expiresAt: instant,
    schedule: scheduleArb,
    timeZone: fc.constantFrom(...zones),
    now: instant,
  });

  it('is null, or in the window, after the last reminder and the send, and before the expiry', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        const next = nextReminderAt(state);
        if (next === null) return;
        const { hour } = utcToWallTime(next, state.timeZone);
        expect(hour).toBeGreaterThanOrEqual(state.schedule.window_start_hour);
        expect(hour).toBeLessThan(state.schedule.window_end_hour);
        expect(next.getTime()).toBeGreaterThan(state.lastRemindedAt?.getTime() ?? -Infinity);
        expect(next.getTime()).toBeGreaterThan(state.sentAt.getTime());
        expect(next.getTime()).toBeGreaterThanOrEqual(state.now.getTime());
        expect(next.getTime()).toBeLessThan(state.expiresAt.getTime());
        expect(state.remindersSent).toBeLessThan(state.schedule.max_reminders);
      }),
      { numRuns: 2000 },
    );
  });
});
