// The public plans' texts, defaults and link helpers (landing page pricing carousel, signup
// wizard). Free of zod on purpose: the landing page loads this before its first paint, and the
// checks (public-plans.ts) come later, if at all. Shared by the API and the web app.
import type { PlanParam, PublicPlan } from './public-plans.js';

export const landingMessages = {
  plansFailed: 'Failed to load pricing plans',
  showingDefaults: 'Showing default plans',
  selectedPlan: 'Selected Plan',
  mostPopular: 'Most Popular',
} as const;

/** Every standard plan's card lists these (client portal spec §9). */
export const PLAN_FEATURES = ['Email support', 'Standard reporting'] as const;

/** Carousel timings and paging (client portal spec §4 and §9). */
export const CAROUSEL = {
  /** With this many plans or fewer, the selected plan cycles instead of pages. */
  cycleMaxPlans: 3,
  cycleMs: 5_000,
  pageMs: 6_000,
  /** Width (px) from which 3, then 2 cards fit on a page; below, 1. */
  threeFrom: 1200,
  twoFrom: 768,
} as const;

/**
 * Shown when the list cannot be loaded (spec §9). Their ids are those of the demo seed's plans of
 * the same names; the signup wizard matches a carried plan against the server's list anyway.
 */
export const DEFAULT_PUBLIC_PLANS: readonly PublicPlan[] = [
  {
    id: 1,
    name: 'Basic Plan',
    price: 29,
    encounters: 100,
    overage_cost: 0.5,
    description: 'Everything a small practice needs to go paperless.',
    features: [...PLAN_FEATURES],
  },
  {
    id: 2,
    name: 'Professional Plan',
    price: 79,
    encounters: 500,
    overage_cost: 0.4,
    description: 'For busy practices with more patients each month.',
    features: [...PLAN_FEATURES],
  },
  {
    id: 3,
    name: 'Enterprise Plan',
    price: 149,
    encounters: 1000,
    overage_cost: 0.3,
    description: 'For clinics with several providers and high volume.',
    features: [...PLAN_FEATURES],
  },
];

/** The second plan returned is the popular one (spec §3). */
export const isPopularPlan = (index: number) => index === 1;

/** The `plan` parameter's value: the JSON of the plan, URI-encoded. */
export function encodePlanParam(plan: PlanParam): string {
  const { id, name, price, encounters, overage_cost, description } = plan;
  return encodeURIComponent(
    JSON.stringify({ id, name, price, encounters, overage_cost, description }),
  );
}

/** The link that starts a signup with a plan chosen. */
export const signupHref = (plan: PlanParam) => `/signup?plan=${encodePlanParam(plan)}`;
