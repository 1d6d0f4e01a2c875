import { BUILT_IN_ROLES, ROLE, type Role, type StaffUser } from '@paperless/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Session } from '../../lib/session';
import type { stubApi } from '../../test/network';
import { json } from '../../test/network';
import { renderApp } from '../../test/render-app';
import { superAdminSession } from '../../test/sessions';
import { serveSignedIn } from '../../test/signed-in';

/** Fixtures and a stubbed server for this feature's screen tests. */
export const superAdminRow: StaffUser = {
  id: 1,
  first_name: 'Ada',
  last_name: 'Admin',
  email: 'ada@paperless.test',
  phone_number: null,
  role: ROLE.superAdmin,
  role_id: 1,
  created_at: '2025-01-02T09:00:00Z',
};
export const seller: StaffUser = {
  id: 12,
  first_name: 'Sean',
  last_name: 'Seller',
  email: 'sean@paperless.test',
  phone_number: '(512) 555-0100',
  role: ROLE.salesPerson,
  role_id: 4,
  created_at: '2025-02-03T09:00:00Z',
};
export const assignableRoles = [
  { id: 3, name: ROLE.productAdmin },
  { id: 4, name: ROLE.salesPerson },
];
export const permissions = [
  { id: 1, key: 'view_dashboard', name: 'View dashboard' },
  { id: 4, key: 'manage_users', name: 'Manage users' },
  { id: 5, key: 'manage_roles', name: 'Manage roles and permissions' },
  { id: 7, key: 'view_finance', name: 'View finance' },
];
export const builtInRole: Role = {
  id: 4,
  name: ROLE.salesPerson,
  kind: 'provider',
  is_system: true,
  permissions: ['view_dashboard', 'manage_clients', 'view_finance'],
  users_count: 2,
};
export const auditorRole: Role = {
  id: 9,
  name: 'Auditor',
  kind: 'provider',
  is_system: false,
  permissions: ['view_finance'],
  users_count: 0,
};

/** A Sub-Super Admin: manages users and reads roles, but holds neither manage_roles nor the outbox. */
export function subSuperAdminSession(): Session {
  const session = superAdminSession();
  return {
    ...session,
    token: 'token-sub-super-admin',
    user: { ...session.user, id: 2, role: ROLE.subSuperAdmin, role_id: 2 },
    permissions: [
      ...(BUILT_IN_ROLES.find((r) => r.name === ROLE.subSuperAdmin)?.permissions ?? []),
    ],
  };
}

type Routes = Parameters<typeof stubApi>[0];

/** User Management for this session, with a server holding these users; `routes` add answers. */
export function openUserManagement(
  users: StaffUser[],
  routes: Routes = {},
  session: Session = superAdminSession(),
) {
  const fetchStub = serveSignedIn(session, {
    'POST /api/all-users': () => json(200, { users, total: users.length, page: 1, per_page: 10 }),
    'POST /api/roles': () => json(200, { roles: assignableRoles }),
    'GET /api/permissions': () => json(200, { permissions }),
    'GET /api/roles/list': () => json(200, { roles: [builtInRole, auditorRole] }),
    ...routes,
  });
  renderApp('/hr-user-management');
  return fetchStub;
}

export function callsTo(fetchStub: ReturnType<typeof stubApi>, method: string, path: string) {
  return fetchStub.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && String(url) === path,
  );
}

export function bodyOf(call: unknown[] | undefined): unknown {
  return JSON.parse(String((call?.[1] as RequestInit).body));
}

/** The table row showing this text in one of its cells. */
export async function rowOf(name: string) {
  return (await screen.findByRole('cell', { name })).closest('tr')!;
}

export async function chooseOption(
  label: string,
  option: string,
  scope = screen.getByRole('dialog'),
) {
  await userEvent.click(within(scope).getByRole('textbox', { name: label }));
  // jsdom has no layout, so the popover hides the open dropdown; its options work all the same.
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}
