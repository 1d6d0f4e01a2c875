import type { Permission, RoleKind } from './roles.js';

/**
 * The one table of signed-in routes (decision 5). The browser builds its router, guards and
 * sidebars from it; the server guards the calls behind each screen with the same permissions.
 */
export interface AppRoute {
  path: string;
  /** Sidebar label; routes without one are reached from other screens. */
  label?: string;
  kinds: readonly RoleKind[];
  /** Absent: every signed-in user of the listed kinds; a list: any one of them. */
  permission?: Permission | readonly Permission[];
}

/** Super Admin reads the whole log; a clinic owner, their own clinic's (issue 7). */
const AUDIT_LOG_ROUTE: AppRoute = {
  path: '/audit-log',
  label: 'Audit Log',
  kinds: ['provider', 'clinic'],
  permission: 'view_audit_log',
};

export const PROVIDER_ROUTES: readonly AppRoute[] = [
  { path: '/dashboard', label: 'Dashboard', kinds: ['provider'], permission: 'view_dashboard' },
  { path: '/clients', label: 'Clients', kinds: ['provider'], permission: 'manage_clients' },
  { path: '/companyDetails/:id/*', kinds: ['provider'], permission: 'manage_clients' },
  {
    path: '/hr-user-management',
    label: 'User Management',
    kinds: ['provider'],
    permission: 'manage_users',
  },
  { path: '/hr-plan', label: 'Subscriptions', kinds: ['provider'], permission: 'manage_plans' },
  { path: '/hr-finance', label: 'Finance', kinds: ['provider'], permission: 'view_finance' },
  { path: '/outbox', label: 'Outbox', kinds: ['provider'], permission: 'view_outbox' },
  AUDIT_LOG_ROUTE,
  { path: '/hr-settings', label: 'Settings', kinds: ['provider'] },
];

export const CLINIC_ROUTES: readonly AppRoute[] = [
  { path: '/client-dashboard', label: 'Dashboard', kinds: ['clinic'] },
  // Issue 16: every sent link, and the next days' visits with their packets' state.
  { path: '/activity', label: 'Activity', kinds: ['clinic'], permission: 'manage_forms' },
  { path: '/visits', label: 'Visits', kinds: ['clinic'], permission: 'manage_forms' },
  { path: '/forms', label: 'Forms', kinds: ['clinic'], permission: 'manage_forms' },
  { path: '/bucket', label: 'Bucket', kinds: ['clinic'], permission: 'manage_forms' },
  {
    path: '/submitted-forms',
    label: 'Submitted Forms',
    kinds: ['clinic'],
    permission: 'view_submissions',
  },
  // Issue 18: is this PDF an unaltered copy of one of our submitted forms?
  {
    path: '/verify-document',
    label: 'Verify Document',
    kinds: ['clinic'],
    permission: 'view_submissions',
  },
  {
    path: '/user-management',
    label: 'User Management',
    kinds: ['clinic'],
    permission: 'manage_company_users',
  },
  // Issue 20: the owner's plan, usage, invoices and Pay now.
  { path: '/billing', label: 'Billing', kinds: ['clinic'], permission: 'manage_billing' },
  AUDIT_LOG_ROUTE,
  { path: '/settings', label: 'Settings', kinds: ['clinic'] },
];

/** Screens both layouts reach (the provider from a company's detail tabs). */
export const SHARED_ROUTES: readonly AppRoute[] = [
  { path: '/buckets', kinds: ['provider', 'clinic'], permission: 'manage_forms' },
  { path: '/create-bucket', kinds: ['provider', 'clinic'], permission: 'manage_forms' },
  { path: '/edit-bucket/:id', kinds: ['provider', 'clinic'], permission: 'manage_forms' },
  { path: '/create-form', kinds: ['provider', 'clinic'], permission: 'manage_forms' },
  // Staff who open a company read its forms too (decision 25): the form as patients see it.
  {
    path: '/view-form/:id',
    kinds: ['provider', 'clinic'],
    permission: ['manage_forms', 'manage_clients'],
  },
  { path: '/edit-form/:id', kinds: ['provider', 'clinic'], permission: 'manage_forms' },
  // A clinic's own version of a template (issue 17): made from the template, then edited.
  { path: '/forms/:id/customize', kinds: ['provider', 'clinic'], permission: 'manage_forms' },
  { path: '/forms/:id/customization', kinds: ['provider', 'clinic'], permission: 'manage_forms' },
];

/** Every signed-in route once (a route both sidebars list appears in both lists above). */
export const APP_ROUTES: readonly AppRoute[] = [
  ...new Set([...PROVIDER_ROUTES, ...CLINIC_ROUTES, ...SHARED_ROUTES]),
];

export function canOpenRoute(
  route: AppRoute,
  user: { kind: RoleKind; permissions: readonly string[] },
): boolean {
  if (!route.kinds.includes(user.kind)) return false;
  const { permission } = route;
  if (permission === undefined) return true;
  const anyOf: readonly string[] = typeof permission === 'string' ? [permission] : permission;
  return anyOf.some((p) => user.permissions.includes(p));
}

/** The sidebar of a user: the labelled routes of their layout that they may open. */
export function sidebarFor(user: { kind: RoleKind; permissions: readonly string[] }): AppRoute[] {
  const routes = user.kind === 'provider' ? PROVIDER_ROUTES : CLINIC_ROUTES;
  return routes.filter((r) => r.label !== undefined && canOpenRoute(r, user));
}

/** Spec: provider roles land on /dashboard after login, every other role on /client-dashboard. */
export function homePathFor(kind: RoleKind): string {
  return kind === 'provider' ? '/dashboard' : '/client-dashboard';
}
