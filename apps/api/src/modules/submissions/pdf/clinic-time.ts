import { formatInZone, isKnownTimeZone, localDateOf } from '@paperless/core';

/**
 * Times printed in PDFs (submissions, invoices): in the clinic's time zone (companies.time_zone),
 * with the zone's abbreviation so a printed page is unambiguous: '03/14/2026 9:05 AM EDT'. The
 * date reads MM/DD/YYYY like every other date in the PDFs. Never throws: a PDF must not fail
 * over a clock.
 */
export function clinicTime(at: Date, timeZone: string): string {
  // A zone the runtime does not know (a row from before zones were checked) prints in UTC,
  // labelled as such; a bad date prints as the epoch rather than stopping the PDF.
  const zone = isKnownTimeZone(timeZone) ? timeZone : 'UTC';
  const instant = Number.isNaN(at.getTime()) ? new Date(0) : at;
  const [year, month, day] = localDateOf(instant, zone).split('-');
  // Newer ICU puts a narrow no-break space before AM/PM; a plain one reads the same and stays
  // in the standard fonts' WinAnsi.
  const time = formatInZone(instant, zone, 'time').replace(/[\u202F\u00A0]/g, ' ');
  return `${month}/${day}/${year} ${time}`;
}
