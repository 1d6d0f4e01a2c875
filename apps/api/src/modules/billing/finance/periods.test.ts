import { describe, expect, it } from 'vitest';
import { lastClosedMonth, money, monthAt, recentMonths } from './periods.js';

describe('calendar months (UTC)', () => {
  it('finds the last closed month across a year end', () => {
    const month = lastClosedMonth(new Date('2025-01-01T00:30:00Z'));
    expect(month).toMatchObject({ key: '2024-12', start: '2024-12-01', end: '2024-12-31' });
    expect(month.from.toISOString()).toBe('2024-12-01T00:00:00.000Z');
    expect(month.until.toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });

  it('knows February', () => {
    expect(monthAt(new Date('2024-03-31T23:59:00Z'), -1).end).toBe('2024-02-29');
    expect(monthAt(new Date('2025-03-15T00:00:00Z'), -1).end).toBe('2025-02-28');
  });

  it('lists 12 months oldest first, ending with this one', () => {
    const months = recentMonths(new Date('2025-06-17T12:00:00Z'), 12);
    expect(months.map((m) => m.key)).toEqual([
      '2024-07', '2024-08', '2024-09', '2024-10', '2024-11', '2024-12',
      '2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06',
    ]); // prettier-ignore
  });

  it('rounds money to cents', () => {
    expect(money('52.5')).toBe(52.5);
    expect(money(0.1 + 0.2)).toBe(0.3);
    expect(money(null)).toBe(0);
  });
});
