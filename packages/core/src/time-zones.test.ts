import { describe, expect, it } from 'vitest';
import {
  addLocalDays,
  endOfLocalDay,
  formatInZone,
  isKnownTimeZone,
  localDateOf,
  localDateTimeOf,
  parseLocalDate,
  parseLocalDateTime,
  startOfLocalDay,
  timeZoneChoices,
  timeZoneForState,
  timeZoneSchema,
  utcToWallTime,
  wallTimeToUtc,
} from './time-zones.js';

const at = (local: string, zone: string) =>
  wallTimeToUtc(parseLocalDateTime(local)!, zone).toISOString();

describe('the clinic time zone', () => {
  it('defaults from the state, New York when unknown', () => {
    expect(timeZoneForState('Texas')).toBe('America/Chicago');
    expect(timeZoneForState('Arizona')).toBe('America/Phoenix');
    expect(timeZoneForState('Hawaii')).toBe('Pacific/Honolulu');
    expect(timeZoneForState(null)).toBe('America/New_York');
    expect(timeZoneForState('Atlantis')).toBe('America/New_York');
  });

  it('knows IANA names and refuses the rest with our message', () => {
    expect(isKnownTimeZone('America/Chicago')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Mars/Base')).toBe(false);
    expect(isKnownTimeZone('+05:00')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
    const refused = timeZoneSchema.safeParse('Mars/Base');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      'Choose a known time zone, such as America/Chicago.',
    );
  });

  it('offers the US zones first, then the rest', () => {
    const choices = timeZoneChoices();
    expect(choices.slice(0, 12)).toContain('America/Chicago');
    expect(choices).toContain('Europe/Berlin');
    expect(new Set(choices).size).toBe(choices.length);
  });
});

describe('wall-clock times and instants', () => {
  it('reads a wall time in the zone, summer and winter', () => {
    expect(at('2026-12-01T09:30', 'America/New_York')).toBe('2026-12-01T14:30:00.000Z');
    expect(at('2026-07-01T09:30', 'America/New_York')).toBe('2026-07-01T13:30:00.000Z');
    expect(at('2026-07-01T09:30', 'America/Phoenix')).toBe('2026-07-01T16:30:00.000Z');
    expect(at('2026-07-01T09:30', 'Australia/Sydney')).toBe('2026-06-30T23:30:00.000Z');
  });

  it('moves a time skipped in spring past the gap, and takes the first of a doubled autumn hour', () => {
    // 2026-03-08 02:30 does not exist in New York: it is read as 03:30 EDT.
    expect(at('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    // 2026-11-01 01:30 happens twice: the first, daylight one (EDT, UTC-4).
    expect(at('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
  });

  it('reads an instant back as the same wall time', () => {
    const instant = new Date('2026-11-01T06:30:00Z'); // 01:30 EST, the second 01:30
    expect(utcToWallTime(instant, 'America/New_York')).toMatchObject({ hour: 1, minute: 30 });
    expect(localDateTimeOf(new Date('2026-12-01T14:30:00Z'), 'America/New_York')).toBe(
      '2026-12-01T09:30',
    );
    expect(localDateOf(new Date('2026-12-02T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-12-01');
  });

  it('bounds a local day, 23 and 25 hours long on the change days', () => {
    expect(startOfLocalDay('2026-12-01', 'America/Chicago').toISOString()).toBe(
      '2026-12-01T06:00:00.000Z',
    );
    expect(endOfLocalDay('2026-12-01', 'America/Chicago').toISOString()).toBe(
      '2026-12-02T05:59:59.999Z',
    );
    const length = (day: string) =>
      endOfLocalDay(day, 'America/New_York').getTime() +
      1 -
      startOfLocalDay(day, 'America/New_York').getTime();
    expect(length('2026-03-08')).toBe(23 * 3_600_000);
    expect(length('2026-11-01')).toBe(25 * 3_600_000);
    expect(addLocalDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addLocalDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('refuses dates that do not exist', () => {
    expect(parseLocalDate('2026-02-30')).toBeNull();
    expect(parseLocalDateTime('2026-12-01T24:00')).toBeNull();
    expect(parseLocalDateTime('2026-12-01 09:30')).toBeNull();
    expect(parseLocalDateTime('2026-12-01T09:30')).toMatchObject({ day: 1, hour: 9, minute: 30 });
  });

  it('prints a time with the zone abbreviation', () => {
    expect(formatInZone('2026-12-01T14:30:00Z', 'America/New_York')).toBe(
      'Dec 1, 2026, 9:30 AM EST',
    );
    expect(formatInZone('2026-07-01T14:30:00Z', 'America/Chicago', 'time')).toBe('9:30 AM CDT');
    expect(formatInZone('2026-12-02T03:00:00Z', 'America/Los_Angeles', 'date')).toBe('Dec 1, 2026');
  });
});
