/**
 * Calendar months in UTC, as billing counts them (decision 15: encounters per company per
 * calendar month). Dates are 'YYYY-MM-DD'; `from`/`until` are the instants bounding the month.
 */
export interface Month {
  /** 'YYYY-MM' */
  key: string;
  /** First day, 'YYYY-MM-DD' (an invoice's period_start). */
  start: string;
  /** Last day, 'YYYY-MM-DD' (an invoice's period_end). */
  end: string;
  from: Date;
  until: Date;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The month `offset` months from the one holding `now` (0: this month, -1: last month). */
export function monthAt(now: Date, offset: number): Month {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  const until = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
  return {
    key: day(from).slice(0, 7),
    start: day(from),
    end: day(new Date(until.getTime() - 86_400_000)),
    from,
    until,
  };
}

/** The last month that has ended: the one the latest invoice bills. */
export function lastClosedMonth(now: Date): Month {
  return monthAt(now, -1);
}

/** `count` months ending with the current one, oldest first (the dashboard chart). */
export function recentMonths(now: Date, count: number): Month[] {
  return Array.from({ length: count }, (_, i) => monthAt(now, i - count + 1));
}

/** Money to two decimals (sums arrive from SQL as float8). */
export function money(value: number | string | null | undefined): number {
  return Math.round(Number(value ?? 0) * 100) / 100;
}
