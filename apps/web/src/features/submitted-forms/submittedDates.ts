import { formatInZone } from '@paperless/core';

/** The browser's own zone: what a date is shown in when the answer names no clinic zone. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A submission's instant as the list shows it: the date, and the time under it. */
export function submittedAt(instant: string, timeZone: string) {
  return {
    date: formatInZone(instant, timeZone, 'date'),
    time: formatInZone(instant, timeZone, 'time'),
  };
}
