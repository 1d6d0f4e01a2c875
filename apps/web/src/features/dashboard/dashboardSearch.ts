import type { DashboardTransaction } from '@paperless/core';
import { amountOf } from '../finance/format';

/**
 * The dashboard's Transaction History search (spec): case-insensitive containment on client
 * name, plan name and status; an exact match on the pay amount, the encounters and the id.
 */
export function matchesDashboardSearch(row: DashboardTransaction, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (!term) return true;
  if ([row.clientName, row.planName, row.status].some((text) => text.toLowerCase().includes(term)))
    return true;
  const number = amountOf(term);
  return (
    number !== null &&
    [row.lastMonthPayAmount, row.lastMonthEncounters, row.id].some((value) => value === number)
  );
}

export function filterDashboardRows(
  rows: DashboardTransaction[],
  search: string,
): DashboardTransaction[] {
  return rows.filter((row) => matchesDashboardSearch(row, search));
}
