/** How money and dates read across the finance screens. */

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$1,234.50'; the spec's default pay amount '$0.00' when there is none. */
export function usd(amount: number | null | undefined): string {
  return USD.format(amount ?? 0);
}

/** 'YYYY-MM-DD' as the provider tables show dates (MM/DD/YYYY); '—' for none. */
export function usDate(date: string | null | undefined): string {
  if (!date) return '—';
  const [year, month, day] = date.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
}

const MONTH = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'YYYY-MM' as 'Jun 2025'. */
export function monthLabel(key: string): string {
  const [year, month] = key.split('-').map(Number);
  return MONTH.format(new Date(Date.UTC(year!, month! - 1, 1)));
}

/** A typed amount as a number ('59.5' and '$59.50' alike), or null when it is not one. */
export function amountOf(term: string): number | null {
  const cleaned = term.replace(/[$,\s]/g, '');
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : null;
}
