import { REMINDER_LIMITS, type FrontDeskSettingsResponse } from '@paperless/core';
import type { Path } from 'react-hook-form';

/**
 * The owner's form as typed: numbers may be mid-edit text, hours are Select values (text).
 * frontDeskSettingsSchema turns them into the body the server validates with the same schema.
 */
export interface FrontDeskFormValues {
  time_zone: string;
  reminders: {
    enabled: boolean;
    offsets_hours: (number | string)[];
    max_reminders: number | string;
    window_start_hour: string;
    window_end_hour: string;
    eve_of_visit: boolean;
  };
}

export function toFormValues(saved: FrontDeskSettingsResponse['data']): FrontDeskFormValues {
  const { reminders } = saved;
  return {
    time_zone: saved.time_zone,
    reminders: {
      ...reminders,
      offsets_hours: [...reminders.offsets_hours],
      window_start_hour: String(reminders.window_start_hour),
      window_end_hour: String(reminders.window_end_hour),
    },
  };
}

/** Where a 422 answer may name a field (the server joins a path with dots, as the form does). */
export const FRONT_DESK_FIELDS: Path<FrontDeskFormValues>[] = [
  'time_zone',
  'reminders.enabled',
  'reminders.offsets_hours',
  ...Array.from(
    { length: REMINDER_LIMITS.offsets },
    (_, i) => `reminders.offsets_hours.${i}` as const,
  ),
  'reminders.max_reminders',
  'reminders.window_start_hour',
  'reminders.window_end_hour',
  'reminders.eve_of_visit',
];

/** 0 → '12:00 AM', 20 → '8:00 PM': how US clinics read their opening hours. */
export function hourLabel(hour: number): string {
  return `${((hour + 11) % 12) + 1}:00 ${hour < 12 ? 'AM' : 'PM'}`;
}

export const HOUR_CHOICES = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: hourLabel(hour),
}));

/** The next reminder a click on "Add" proposes: a day after the last one, within the limit. */
export function nextOffset(offsets: readonly (number | string)[]): number {
  const last = Math.max(0, ...offsets.map(Number).filter(Number.isFinite));
  return Math.min(REMINDER_LIMITS.maxHours, last + 24);
}
