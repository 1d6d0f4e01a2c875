// Route classes (../route-classes.ts) of provider administration: plans, staff, roles, the
// outbox, finance, and clients as provider staff see them.
// staff see them.
import type { RouteClass } from '../route-classes.js';
import { clientBody, personBody, planBody, uniq } from '../targets.js';

export const PROVIDER_ROUTES: Record<string, RouteClass> = {
  // Provider administration.
  'GET /api/outbox': { scope: 'provider', patientData: true },
  'GET /api/plan': { scope: 'provider' },
  'GET /api/plan/:id': { scope: 'provider', param: 'plan' },
  'GET /api/plan/edit/:id': { scope: 'provider', param: 'plan' },
  'POST /api/plan': { scope: 'provider', body: planBody },
  'POST /api/plan/custom': {
    scope: 'provider',
    body: () => ({ company_name: `Clinic ${uniq()}`, encounter: 10, price: 20 }),
  },
  'PUT /api/plan/update/:id': { scope: 'provider', param: 'plan', body: planBody },
  'PUT /api/plan/status-update/:id': {
    scope: 'provider',
    param: 'plan',
    body: () => ({ is_active: 1 }),
  },
  'DELETE /api/plan/delete/:id': { scope: 'provider', param: 'plan' },
  'GET /api/company/sales-contacts': { scope: 'provider' },
  'POST /api/company/store': { scope: 'provider', body: clientBody },
  'POST /api/all-users': { scope: 'provider', body: () => ({}) },
  'POST /api/roles': { scope: 'provider', body: () => ({}) },
  'GET /api/edit-user/:id': { scope: 'provider', param: 'staffUser' },
  'POST /api/add-user': { scope: 'provider', body: (t) => personBody(t.staffRoleId) },
  'POST /api/update-user/:id': {
    scope: 'provider',
    param: 'staffUser',
    body: (t) => personBody(t.staffRoleId),
  },
  'DELETE /api/delete-user/:id': { scope: 'provider', param: 'staffUser' },
  'DELETE /api/users/:id/email-change': { scope: 'provider', param: 'staffUser', control: 404 },
  // Super Admin only (the service refuses every other role, audited); ends the target's sessions.
  'POST /api/users/:id/email/force': {
    scope: 'provider',
    param: 'staffUser',
    body: () => ({ email: `forced-${uniq()}@example.com`, reason: 'Mailbox lost' }),
  },
  // manage_users (decision 4): Sub-Super Admin and Product Admin too, within their own powers.
  'POST /api/company/employee/role-change': {
    scope: 'provider',
    body: (t) => ({ user_id: t.staffUserId, role_id: t.staffRoleId }),
  },
  // Reading roles: manage_roles or manage_users. Changing them: manage_roles (Super Admin only).
  'GET /api/roles/list': { scope: 'provider' },
  'GET /api/roles/view/:id': { scope: 'provider', param: 'role' },
  'GET /api/roles/edit/:id': { scope: 'provider', param: 'role' },
  'POST /api/roles/store': {
    scope: 'provider',
    body: () => ({ name: `Role ${uniq()}`, permissions: ['manage_clients'] }),
  },
  'PUT /api/roles/update/:id': {
    scope: 'provider',
    param: 'role',
    body: () => ({ name: `Role ${uniq()}`, permissions: ['view_finance'] }),
  },
  'DELETE /api/roles/delete/:id': { scope: 'provider', param: 'role' },

  // Clients as provider staff see them (a Sales Person: their own only).
  'GET /api/company': { scope: 'clinic' },
  'GET /api/company/sales-person': { scope: 'clinic' },
  'GET /api/company/edit/:id': { scope: 'clinic', param: 'company' },
  'GET /api/company/view/:id': { scope: 'clinic', param: 'company' },
  'GET /api/company/update/:id': { scope: 'clinic', param: 'company' },
  'POST /api/company/update/:id': {
    scope: 'clinic',
    param: 'company',
    body: (t) => ({ ...clientBody(t), name: `Clinic ${t.marker}`, email: t.ownerEmail }),
  },
  'DELETE /api/company/email-change/:id': { scope: 'clinic', param: 'company', control: 404 },
  'POST /api/company/status-update/:id': {
    scope: 'clinic',
    param: 'company',
    body: () => ({ status: 1 }),
  },
  'GET /api/company/delete/:id': { scope: 'clinic', param: 'company', last: 2 },
  'GET /api/dashboard': { scope: 'clinic' },
  'GET /api/dashboard/:param': { scope: 'clinic', param: 'filter' },
  'GET /api/dashboard/transactions': { scope: 'clinic' },
  'GET /api/transactions/all': { scope: 'clinic' },
  'GET /api/transactions/get': { scope: 'clinic' },
  'GET /api/subscription': { scope: 'clinic' },
  'GET /api/company/invoice/:companyId': { scope: 'clinic', param: 'company' },
  'GET /api/company/subscription/index/:companyId': { scope: 'clinic', param: 'company' },
  'GET /api/invoices/:id/download': { scope: 'clinic', param: 'invoice' },
};
