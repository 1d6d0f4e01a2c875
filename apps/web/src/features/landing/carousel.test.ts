import {
  CAROUSEL,
  encodePlanParam,
  parsePlanParam,
  signupHref,
  DEFAULT_PUBLIC_PLANS,
} from '@paperless/core';
import { describe, expect, it } from 'vitest';
import {
  autoMode,
  cardsPerPage,
  formatMoney,
  groupThousands,
  pageCountOf,
  pageItems,
} from './carousel';
import { copyrightYears } from './PublicShell';

describe('carousel paging', () => {
  it.each([
    [1920, 3],
    [1200, 3],
    [1199, 2],
    [768, 2],
    [767, 1],
    [320, 1],
  ])('shows at %i px %i cards per page', (width, cards) => {
    expect(cardsPerPage(width)).toBe(cards);
  });

  it('pages the plans, the last page holding the rest', () => {
    const items = ['a', 'b', 'c', 'd', 'e'];
    expect(pageCountOf(items.length, 3)).toBe(2);
    expect(pageItems(items, 1, 3)).toEqual(['d', 'e']);
    expect(pageCountOf(0, 3)).toBe(1);
  });

  it('cycles with up to 3 plans and pages with more (5 s and 6 s)', () => {
    expect(autoMode(3)).toBe('cycle');
    expect(autoMode(4)).toBe('page');
    expect([CAROUSEL.cycleMs, CAROUSEL.pageMs]).toEqual([5000, 6000]);
  });

  it('writes prices as dollars', () => {
    expect(formatMoney(29)).toBe('$29');
    expect(formatMoney(0.5)).toBe('$0.50');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
  });

  it('groups whole numbers as toLocaleString does in US English', () => {
    for (const n of [0, 7, 999, 1000, 12500, 100000, 1234567, 1000000000])
      expect(groupThousands(n)).toBe(n.toLocaleString('en-US'));
  });

  it('writes them as Intl does for US dollars, without loading it on the page', () => {
    const whole = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const amount of [
      0, 1, 9.99, 10.5, 49, 99.95, 999, 1000, 1234567, 0.005, 2.999, -15, -1234.5,
    ])
      expect(formatMoney(amount), String(amount)).toBe(
        (Number.isInteger(amount) ? whole : cents).format(amount),
      );
  });
});

describe('the plan parameter', () => {
  const pro = DEFAULT_PUBLIC_PLANS[1]!;

  it('carries id, name, price, encounters, overage cost and description as encoded JSON', () => {
    const href = signupHref(pro);
    expect(href).toBe(
      `/signup?plan=${encodeURIComponent(
        JSON.stringify({
          id: 2,
          name: 'Professional Plan',
          price: 79,
          encounters: 500,
          overage_cost: 0.4,
          description: pro.description,
        }),
      )}`,
    );
    // What the signup page reads back (URLSearchParams decodes once).
    const value = new URL(href, 'http://x').searchParams.get('plan');
    expect(parsePlanParam(value)).toEqual({
      id: 2,
      name: 'Professional Plan',
      price: 79,
      encounters: 500,
      overage_cost: 0.4,
      description: pro.description,
    });
    expect(decodeURIComponent(encodePlanParam(pro))).not.toContain('features');
  });

  it('survives names with &, # and quotes', () => {
    const odd = { ...pro, name: 'A&B "Care" #1 / 50%' };
    const value = new URL(signupHref(odd), 'http://x').searchParams.get('plan');
    expect(parsePlanParam(value)?.name).toBe(odd.name);
  });

  it('ignores a malformed or hand-edited parameter', () => {
    expect(parsePlanParam(null)).toBeUndefined();
    expect(parsePlanParam('{not json')).toBeUndefined();
    expect(parsePlanParam('{"id":"x"}')).toBeUndefined();
  });
});

describe('footer year', () => {
  it('is 2025 (spec), and a range from 2025 in later years', () => {
    expect(copyrightYears(new Date(2025, 5, 1))).toBe('2025');
    expect(copyrightYears(new Date(2027, 0, 1))).toBe('2025–2027');
  });
});
