import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES, ROLE, roleInitials } from './roles.js';
import { canOpenRoute, homePathFor, SHARED_ROUTES, sidebarFor } from './navigation.js';

function sidebarOf(name: string) {
  const role = BUILT_IN_ROLES.find((r) => r.name === name)!;
  return sidebarFor({ kind: role.kind, permissions: role.permissions }).map((r) => r.label);
}

describe('sidebars follow decision 5', () => {
  it('gives User Management and Subscriptions only to Super Admin, Sub-Super Admin and Product Admin', () => {
    expect(sidebarOf(ROLE.superAdmin)).toEqual([
      'Dashboard',
      'Clients',
      'User Management',
      'Subscriptions',
      'Finance',
      'Outbox',
      'Audit Log',
      'Settings',
    ]);
    // The outbox holds live links: Super Admin's alone (Security II).
    expect(sidebarOf(ROLE.subSuperAdmin)).toEqual(
      sidebarOf(ROLE.superAdmin).filter((label) => label !== 'Outbox'),
    );
    expect(sidebarOf(ROLE.productAdmin)).toEqual([
      'Dashboard',
      'Clients',
      'User Management',
      'Subscriptions',
      'Finance',
      'Settings',
    ]);
    expect(sidebarOf(ROLE.salesPerson)).toEqual(['Dashboard', 'Clients', 'Finance', 'Settings']);
  });

  it('keeps company users to the Client Admin', () => {
    expect(sidebarOf(ROLE.clientAdmin)).toEqual([
      'Dashboard',
      'Activity',
      'Visits',
      'Forms',
      'Bucket',
      'Submitted Forms',
      'Verify Document',
      'User Management',
      'Billing',
      'Audit Log',
      'Settings',
    ]);
    expect(sidebarOf(ROLE.subClientAdmin)).toEqual([
      'Dashboard',
      'Activity',
      'Visits',
      'Forms',
      'Bucket',
      'Submitted Forms',
      'Verify Document',
      'Settings',
    ]);
  });

  it('lands provider staff on /dashboard and clinics on /client-dashboard', () => {
    expect(homePathFor('provider')).toBe('/dashboard');
    expect(homePathFor('clinic')).toBe('/client-dashboard');
  });

  it('names avatars as the spec does', () => {
    expect(
      [
        ROLE.superAdmin,
        ROLE.subSuperAdmin,
        ROLE.salesPerson,
        ROLE.productAdmin,
        ROLE.clientAdmin,
      ].map(roleInitials),
    ).toEqual(['SA', 'SS', 'SP', 'PA', 'CA']);
  });
});

describe('routes any one of several permissions opens', () => {
  const viewForm = SHARED_ROUTES.find((r) => r.path === '/view-form/:id')!;
  const editForm = SHARED_ROUTES.find((r) => r.path === '/edit-form/:id')!;
  const role = (name: string) => BUILT_IN_ROLES.find((r) => r.name === name)!;

  it('lets staff who open a company view its forms, but not change them (decision 25)', () => {
    const sales = role(ROLE.salesPerson);
    expect(sales.permissions).not.toContain('manage_forms');
    expect(canOpenRoute(viewForm, sales)).toBe(true);
    expect(canOpenRoute(editForm, sales)).toBe(false);
    expect(canOpenRoute(viewForm, { kind: 'provider', permissions: [] })).toBe(false);
    expect(canOpenRoute(viewForm, role(ROLE.clientAdmin))).toBe(true);
  });
});
