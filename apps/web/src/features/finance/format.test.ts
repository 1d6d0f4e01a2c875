import { describe, expect, it } from 'vitest';
import { amountOf, monthLabel, usDate, usd } from './format';

describe('finance formats', () => {
  it('shows dollars with cents, $0.00 for none', () => {
    expect(usd(1234.5)).toBe('$1,234.50');
    expect(usd(null)).toBe('$0.00');
  });

  it('shows dates as MM/DD/YYYY', () => {
    expect(usDate('2025-06-01')).toBe('06/01/2025');
    expect(usDate(null)).toBe('—');
  });

  it('names months', () => {
    expect(monthLabel('2025-01')).toBe('Jan 2025');
  });

  it('reads typed amounts', () => {
    expect(amountOf('$1,234.50')).toBe(1234.5);
    expect(amountOf('59.5')).toBe(59.5);
    expect(amountOf('59.x')).toBeNull();
    expect(amountOf('')).toBeNull();
  });
});
