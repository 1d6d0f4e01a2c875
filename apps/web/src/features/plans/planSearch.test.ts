import type { Plan } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { filterPlans, formatAmount, matchesPlanSearch } from './planSearch';

function plan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: 1,
    name: 'Professional Plan',
    encounter: 250,
    price: 59.5,
    overage_cost: 1.25,
    description: null,
    is_active: 1,
    on_demand: false,
    company_name: null,
    created_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

describe('matchesPlanSearch', () => {
  it('matches everything when the search is blank', () => {
    expect(matchesPlanSearch(plan(), '  ')).toBe(true);
  });

  it('finds a part of the name, whatever the case', () => {
    expect(matchesPlanSearch(plan(), 'PROFESS')).toBe(true);
    expect(matchesPlanSearch(plan(), 'basic')).toBe(false);
  });

  it("finds a part of the type words 'standard plan' and 'custom plan'", () => {
    const custom = plan({ name: 'Maple Family Practice', on_demand: true });
    expect(matchesPlanSearch(plan(), 'standard')).toBe(true);
    expect(matchesPlanSearch(plan(), 'custom')).toBe(false);
    expect(matchesPlanSearch(custom, 'custom pl')).toBe(true);
    expect(matchesPlanSearch(custom, 'standard')).toBe(false);
  });

  it('matches encounters, price and overage only exactly', () => {
    expect(matchesPlanSearch(plan(), '250')).toBe(true);
    expect(matchesPlanSearch(plan(), '25')).toBe(false);
    expect(matchesPlanSearch(plan(), '59.50')).toBe(true);
    expect(matchesPlanSearch(plan(), '59.5')).toBe(true);
    expect(matchesPlanSearch(plan(), '59')).toBe(false);
    expect(matchesPlanSearch(plan(), '1.25')).toBe(true);
    expect(matchesPlanSearch(plan(), '1.2')).toBe(false);
  });

  it("treats an empty overage as the '0.00' it shows", () => {
    expect(matchesPlanSearch(plan({ overage_cost: null }), '0.00')).toBe(true);
    expect(matchesPlanSearch(plan(), '0')).toBe(false);
  });

  it('matches the words active and inactive to the status', () => {
    const inactive = plan({ is_active: 0 });
    expect(matchesPlanSearch(plan(), 'Active')).toBe(true);
    expect(matchesPlanSearch(plan(), 'inactive')).toBe(false);
    expect(matchesPlanSearch(inactive, 'inactive')).toBe(true);
    expect(matchesPlanSearch(inactive, 'active')).toBe(false);
  });
});

describe('filterPlans', () => {
  const standard = plan({ id: 1 });
  const custom = plan({ id: 2, name: 'Maple Family Practice', on_demand: true });

  it('keeps the chosen plan type and the search together', () => {
    expect(filterPlans([standard, custom], 'all', '')).toEqual([standard, custom]);
    expect(filterPlans([standard, custom], 'custom', '')).toEqual([custom]);
    expect(filterPlans([standard, custom], 'standard', 'maple')).toEqual([]);
  });
});

describe('formatAmount', () => {
  it('shows two decimals and 0.00 for none', () => {
    expect(formatAmount(59.5)).toBe('59.50');
    expect(formatAmount(null)).toBe('0.00');
  });
});
