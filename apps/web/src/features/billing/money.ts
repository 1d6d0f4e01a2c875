/** Dollars as the invoices print them. */
export const usd = (value: number) => `$${value.toFixed(2)}`;

/** A date or instant in the clinic's zone, e.g. "Dec 1, 2026". */
export function clinicDate(value: string, timeZone: string): string {
  // A bare date is a calendar day: shown as is, not shifted by a zone.
  const bare = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeZone: bare ? 'UTC' : timeZone,
  }).format(new Date(bare ? `${value}T00:00:00Z` : value));
}

/** The month a period starts, e.g. "November 2026" (a calendar month, no zone). */
export function monthOf(day: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
