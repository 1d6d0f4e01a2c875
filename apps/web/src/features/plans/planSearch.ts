import type { Plan } from '@paperless/core';

export type PlanTypeFilter = 'all' | 'standard' | 'custom';

export const PLAN_TYPE_OPTIONS: { value: PlanTypeFilter; label: string }[] = [
  { value: 'all', label: 'All Plans' },
  { value: 'standard', label: 'Standard Plan' },
  { value: 'custom', label: 'Custom Plan' },
];

/** 'Custom Plan' for a plan made for one company (on_demand), else 'Standard Plan'. */
export function planTypeLabel(plan: Plan): string {
  return plan.on_demand ? 'Custom Plan' : 'Standard Plan';
}

/** Amounts show two decimals; a missing overage cost shows '0.00' (spec). */
export function formatAmount(amount: number | null): string {
  return (amount ?? 0).toFixed(2);
}

/** The typed amount as a number, or null when the term is not one ('59.5' and '59.50' alike). */
function amountOf(term: string): number | null {
  return /^\d+(\.\d+)?$/.test(term) ? Number(term) : null;
}

/**
 * The spec's plan search: containment (case-insensitive) on the name and on the type words
 * 'standard plan' / 'custom plan'; an exact match on encounters, price or overage cost; and the
 * words 'active' / 'inactive' for the status. An empty overage counts as 0, as it shows '0.00'.
 */
export function matchesPlanSearch(plan: Plan, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (!term) return true;
  if (plan.name.toLowerCase().includes(term)) return true;
  if (planTypeLabel(plan).toLowerCase().includes(term)) return true;
  const amount = amountOf(term);
  if (
    amount !== null &&
    [plan.encounter, plan.price, plan.overage_cost ?? 0].some((value) => value === amount)
  ) {
    return true;
  }
  return term === (plan.is_active === 1 ? 'active' : 'inactive');
}

export function filterPlans(plans: Plan[], type: PlanTypeFilter, search: string): Plan[] {
  return plans.filter(
    (plan) =>
      (type === 'all' || (type === 'custom') === plan.on_demand) && matchesPlanSearch(plan, search),
  );
}
