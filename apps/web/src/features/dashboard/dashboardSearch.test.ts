import type { DashboardTransaction } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { filterDashboardRows, matchesDashboardSearch } from './dashboardSearch';

const row: DashboardTransaction = {
  id: 12,
  clientName: 'Sunrise Family Medicine',
  planName: 'Professional Plan',
  lastMonthEncounters: 87,
  lastMonthPayAmount: 79.5,
  status: 'Active/Paid',
};

describe('matchesDashboardSearch', () => {
  it('matches everything when blank', () => {
    expect(matchesDashboardSearch(row, '   ')).toBe(true);
  });

  it('finds part of the client name, plan name or status, whatever the case', () => {
    expect(matchesDashboardSearch(row, 'SUNRISE')).toBe(true);
    expect(matchesDashboardSearch(row, 'family med')).toBe(true);
    expect(matchesDashboardSearch(row, 'professional')).toBe(true);
    expect(matchesDashboardSearch(row, 'active/p')).toBe(true);
    expect(matchesDashboardSearch(row, 'paid')).toBe(true);
    expect(matchesDashboardSearch(row, 'lakeside')).toBe(false);
    expect(matchesDashboardSearch(row, 'suspended')).toBe(false);
  });

  it('matches the pay amount, encounters and id only exactly', () => {
    expect(matchesDashboardSearch(row, '79.50')).toBe(true);
    expect(matchesDashboardSearch(row, '$79.50')).toBe(true);
    expect(matchesDashboardSearch(row, '79.5')).toBe(true);
    expect(matchesDashboardSearch(row, '79')).toBe(false);
    expect(matchesDashboardSearch(row, '87')).toBe(true);
    expect(matchesDashboardSearch(row, '8')).toBe(false);
    expect(matchesDashboardSearch(row, '12')).toBe(true);
    expect(matchesDashboardSearch(row, '1')).toBe(false);
  });

  it('matches a zero amount for a client not billed yet', () => {
    const trial = { ...row, lastMonthPayAmount: 0, status: 'Active/Trial' as const };
    expect(matchesDashboardSearch(trial, '0.00')).toBe(true);
    expect(matchesDashboardSearch(row, '0')).toBe(false);
  });
});

describe('filterDashboardRows', () => {
  it('keeps the rows that match, in order', () => {
    const other = {
      ...row,
      id: 13,
      clientName: 'Lakeside Pediatrics',
      status: 'Suspended' as const,
    };
    expect(filterDashboardRows([row, other], 'suspended')).toEqual([other]);
    expect(filterDashboardRows([row, other], '')).toEqual([row, other]);
  });
});
