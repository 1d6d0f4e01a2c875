import type { Company, CompanyListItem, Plan } from '@paperless/core';
import { configure } from '@testing-library/react';
import { type Session } from '../../lib/session';
import type { stubApi } from '../../test/network';
import { json } from '../../test/network';
import { renderApp } from '../../test/render-app';
import { serveSignedIn } from '../../test/signed-in';

// The screens load lazily (their own chunks) on first render; on a busy machine the first find
// can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 4000 });

/** Demo-like data of the clients tests: what the server would answer. */
export const basicPlan: Plan = {
  id: 1,
  name: 'Basic Plan',
  encounter: 100,
  price: 29,
  overage_cost: 0.5,
  description: null,
  is_active: 1,
  on_demand: false,
  company_name: null,
  created_at: '2025-01-01T00:00:00Z',
};
export const hillCountryPlan: Plan = {
  ...basicPlan,
  id: 7,
  name: 'Hill Country Orthopedics',
  encounter: 400,
  price: 150,
  on_demand: true,
  company_name: 'Hill Country Orthopedics',
};

export const sunrise: CompanyListItem = {
  id: 3,
  name: 'Sunrise Family Medicine',
  status: 1,
  created_at: '2025-03-04T23:30:00Z',
  reference_id: null,
  plan: {
    id: 1,
    name: 'Basic Plan',
    plan_type: 'monthly',
    price: 29,
    encounter: 100,
    overage_cost: 0.5,
    on_demand: false,
  },
  usage: { used: 6, allocated: 100 },
  subscription_status: 'trial',
};

export const sunriseDetails: Company = {
  id: 3,
  name: 'Sunrise Family Medicine',
  address: '12 Main St',
  address1: 'Suite 4',
  city: 'Austin',
  state: 'Texas',
  zip: '78701',
  contact_first_name: 'Rosa',
  contact_person_last_name: 'Diaz',
  phone: '512-555-0100',
  ext: '12',
  email: 'owner@sunrise.test',
  billing_email: 'billing@sunrise.test',
  plan_type: 'monthly',
  plan_id: 1,
  plan: sunrise.plan,
  reference_id: null,
  referenceuser: null,
  admin: { id: 30, first_name: 'Rosa', last_name: 'Diaz', email: 'owner@sunrise.test' },
  status: 1,
  in_active_reason: null,
  logo_url: null,
  time_zone: 'America/Chicago',
  created_at: sunrise.created_at,
  usage: { used: 6, allocated: 100 },
  subscription: {
    status: 'trial',
    trial_ends_at: '2025-03-18T23:30:00Z',
    current_period_start: '2025-03-04T23:30:00Z',
    current_period_end: '2025-04-04T23:30:00Z',
    next_payment_at: '2025-03-18T23:30:00Z',
  },
};

export type Routes = Parameters<typeof stubApi>[0];
export type FetchStub = ReturnType<typeof stubApi>;

/** The app at `path`, signed in as `session`, with a server answering `routes`. */
export function openAs(session: Session, path: string, routes: Routes = {}) {
  const fetchStub = serveSignedIn(session, {
    'GET /api/plan': () => json(200, { plans: [basicPlan], 'custom-plans': [hillCountryPlan] }),
    'GET /api/company/sales-contacts': () =>
      json(200, {
        users: [{ id: 7, first_name: 'Sam', last_name: 'Seller', email: 'sam@paperless.test' }],
      }),
    ...routes,
  });
  const view = renderApp(path);
  return { fetchStub, ...view };
}

export function callsTo(fetchStub: FetchStub, method: string, path: string) {
  return fetchStub.mock.calls.filter(
    ([url, init]) =>
      (init?.method ?? 'GET') === method &&
      new URL(String(url), 'http://localhost').pathname === path,
  );
}

export function bodyOf(call: unknown[] | undefined): unknown {
  return JSON.parse(String((call?.[1] as RequestInit).body));
}

export function urlOf(call: unknown[] | undefined): URL {
  return new URL(String(call?.[0]), 'http://localhost');
}
