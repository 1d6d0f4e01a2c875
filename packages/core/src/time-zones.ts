// The clinic's time zone (issue 16): every date and time a clinic or patient sees is in it;
// the database keeps UTC. Offsets come from the runtime's time-zone data through @date-fns/tz,
// so daylight-saving changes follow the IANA rules the browser and Node.js ship.
import { tzOffset } from '@date-fns/tz';
import { z } from 'zod';

export const timeZoneMessages = {
  unknown: 'Choose a known time zone, such as America/Chicago.',
  invalidLocalDateTime: 'Enter a date and time as YYYY-MM-DDTHH:MM.',
  invalidLocalDate: 'Enter a date as YYYY-MM-DD.',
} as const;

export const DEFAULT_TIME_ZONE = 'America/New_York';

/**
 * The zone most of a state's population lives in: the default when a clinic is created. A clinic
 * in a state's other zone (El Paso, the Florida panhandle, ...) changes it in Settings.
 */
export const US_STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  Alabama: 'America/Chicago', Alaska: 'America/Anchorage', Arizona: 'America/Phoenix',
  Arkansas: 'America/Chicago', California: 'America/Los_Angeles', Colorado: 'America/Denver',
  Connecticut: 'America/New_York', Delaware: 'America/New_York', Florida: 'America/New_York',
  Georgia: 'America/New_York', Hawaii: 'Pacific/Honolulu', Idaho: 'America/Boise',
  Illinois: 'America/Chicago', Indiana: 'America/Indiana/Indianapolis', Iowa: 'America/Chicago',
  Kansas: 'America/Chicago', Kentucky: 'America/New_York', Louisiana: 'America/Chicago',
  Maine: 'America/New_York', Maryland: 'America/New_York', Massachusetts: 'America/New_York',
  Michigan: 'America/Detroit', Minnesota: 'America/Chicago', Mississippi: 'America/Chicago',
  Missouri: 'America/Chicago', Montana: 'America/Denver', Nebraska: 'America/Chicago',
  Nevada: 'America/Los_Angeles', 'New Hampshire': 'America/New_York',
  'New Jersey': 'America/New_York', 'New Mexico': 'America/Denver', 'New York': 'America/New_York',
  'North Carolina': 'America/New_York', 'North Dakota': 'America/Chicago', Ohio: 'America/New_York',
  Oklahoma: 'America/Chicago', Oregon: 'America/Los_Angeles', Pennsylvania: 'America/New_York',
  'Rhode Island': 'America/New_York', 'South Carolina': 'America/New_York',
  'South Dakota': 'America/Chicago', Tennessee: 'America/Chicago', Texas: 'America/Chicago',
  Utah: 'America/Denver', Vermont: 'America/New_York', Virginia: 'America/New_York',
  Washington: 'America/Los_Angeles', 'West Virginia': 'America/New_York',
  Wisconsin: 'America/Chicago', Wyoming: 'America/Denver',
}; // prettier-ignore

export function timeZoneForState(state: string | null | undefined): string {
  return (state && US_STATE_TIME_ZONES[state]) || DEFAULT_TIME_ZONE;
}

/** An IANA zone name the runtime knows ('UTC' included); offsets like '+05:00' are refused. */
export function isKnownTimeZone(name: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zones a picker offers: the US ones first, then every other zone the runtime knows. */
export function timeZoneChoices(): string[] {
  const us = [...new Set(Object.values(US_STATE_TIME_ZONES))].sort();
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...us, ...all.filter((zone) => !us.includes(zone))];
}

export const timeZoneSchema = z
  .string({ error: timeZoneMessages.unknown })
  .trim()
  .max(64, { error: timeZoneMessages.unknown })
  .refine(isKnownTimeZone, { error: timeZoneMessages.unknown });

/** 'YYYY-MM-DD' */
export const LOCAL_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** 'YYYY-MM-DDTHH:MM', a wall-clock time with no offset: read in the clinic's zone. */
export const LOCAL_DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function validWallTime(t: WallTime): boolean {
  const probe = new Date(Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute));
  return (
    probe.getUTCFullYear() === t.year &&
    probe.getUTCMonth() === t.month - 1 &&
    probe.getUTCDate() === t.day &&
    t.hour <= 23 &&
    t.minute <= 59
  );
}

export function parseLocalDateTime(value: string): WallTime | null {
  const m = LOCAL_DATE_TIME_PATTERN.exec(value);
  if (!m) return null;
  const t = { year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: +m[4]!, minute: +m[5]! };
  return validWallTime(t) ? t : null;
}

export function parseLocalDate(value: string): WallTime | null {
  const m = LOCAL_DATE_PATTERN.exec(value);
  if (!m) return null;
  const t = { year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: 0, minute: 0 };
  return validWallTime(t) ? t : null;
}

export const localDateTimeSchema = z
  .string({ error: timeZoneMessages.invalidLocalDateTime })
  .refine((v) => parseLocalDateTime(v) !== null, { error: timeZoneMessages.invalidLocalDateTime });

export const localDateSchema = z
  .string({ error: timeZoneMessages.invalidLocalDate })
  .refine((v) => parseLocalDate(v) !== null, { error: timeZoneMessages.invalidLocalDate });

/**
 * The instant a wall-clock time in `timeZone` names. A time skipped by a spring-forward change
 * (02:30 on that Sunday) moves forward by the gap; a time that happens twice in the autumn takes
 * the first (daylight) one.
 */
export function wallTimeToUtc(t: WallTime, timeZone: string): Date {
  const asUtc = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute);
  // Offsets change at most once around a wall time: try the offset of the day before and of the
  // day after, and keep the readings that name this wall time.
  const offsets = [-1, 1].map((days) => tzOffset(timeZone, new Date(asUtc + days * 86_400_000)));
  const readings = offsets
    .map((offset) => ({ offset, instant: asUtc - offset * 60_000 }))
    .filter(({ offset, instant }) => tzOffset(timeZone, new Date(instant)) === offset)
    .map(({ instant }) => instant);
  // None in a gap: read it with the offset before the change, which lands after the gap.
  return new Date(readings.length > 0 ? Math.min(...readings) : asUtc - offsets[0]! * 60_000);
}

/** The wall-clock reading of an instant in `timeZone`. */
export function utcToWallTime(instant: Date, timeZone: string): WallTime & { weekday: number } {
  const shifted = new Date(instant.getTime() + tzOffset(timeZone, instant) * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    weekday: shifted.getUTCDay(),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of the day an instant falls on in `timeZone`. */
export function localDateOf(instant: Date, timeZone: string): string {
  const t = utcToWallTime(instant, timeZone);
  return `${t.year}-${pad(t.month)}-${pad(t.day)}`;
}

/** 'YYYY-MM-DDTHH:MM' of an instant in `timeZone` (what a datetime-local input shows). */
export function localDateTimeOf(instant: Date, timeZone: string): string {
  const t = utcToWallTime(instant, timeZone);
  return `${localDateOf(instant, timeZone)}T${pad(t.hour)}:${pad(t.minute)}`;
}

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addLocalDays(date: string, days: number): string {
  const t = parseLocalDate(date);
  if (!t) throw new Error(`not a local date: ${date}`);
  const d = new Date(Date.UTC(t.year, t.month - 1, t.day + days));
  return d.toISOString().slice(0, 10);
}

/** The first instant of a local day in `timeZone` (midnight, or later where midnight is skipped). */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const t = parseLocalDate(date);
  if (!t) throw new Error(`not a local date: ${date}`);
  return wallTimeToUtc(t, timeZone);
}

/** The last instant of a local day: one millisecond before the next day starts. */
export function endOfLocalDay(date: string, timeZone: string): Date {
  return new Date(startOfLocalDay(addLocalDays(date, 1), timeZone).getTime() - 1);
}

/**
 * An instant as clinic staff read it: 'Dec 1, 2026, 9:30 AM CST'. The zone's abbreviation is
 * printed so a time copied into a note or a PDF stays unambiguous.
 */
export function formatInZone(
  instant: Date | string,
  timeZone: string,
  style: 'date' | 'dateTime' | 'time' = 'dateTime',
): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const options: Intl.DateTimeFormatOptions =
    style === 'date'
      ? { timeZone, month: 'short', day: 'numeric', year: 'numeric' }
      : style === 'time'
        ? { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }
        : {
            timeZone,
            month: 'short',
            day: 'numeric',
            year: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            timeZoneName: 'short',
          };
  return new Intl.DateTimeFormat('en-US', options).format(date);
}
