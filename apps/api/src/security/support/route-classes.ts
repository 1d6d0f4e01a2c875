import {
  clientBody,
  company,
  formBody,
  personBody,
  planBody,
  uniq,
  type Targets,
} from './targets.js';

/**
 * Every route of the app, classified for the security evidence (isolation matrix, audit coverage,
 * fuzzing). A route missing here fails those tests, so whoever adds a route says here what its
 * path id points at, whose data it reaches and whether it touches patient data.
 *
 * scope:
 * - public: open to anyone (patient links, signup, sign-in, password reset, health);
 * - docs: the OpenAPI description and its viewer (outside /api's auth hook; no data);
 * - self: the caller's own account or session (any signed-in user, no company data);
 * - shared: the same for every caller that has the permission (templates, role names);
 * - provider: provider-wide administration (plans, staff, roles, outbox) by permission;
 * - clinic: one company's data. Clinic users reach their own company only, provider staff the
 *   companies they may see (a Sales Person only their own clients).
 */
export type Scope = 'public' | 'docs' | 'self' | 'shared' | 'provider' | 'clinic';

export type { Targets } from './targets.js';

export type Param =
  | 'company'
  | 'form'
  | 'template'
  | 'bucket'
  | 'link'
  | 'companyUser'
  | 'transferee'
  | 'session'
  | 'staffUser'
  | 'role'
  | 'plan'
  | 'invoice'
  | 'card'
  | 'token'
  | 'file'
  | 'filter';

export interface RouteClass {
  scope: Scope;
  /** What the path parameter names (every route here has at most one). */
  param?: Param;
  /** A clinic route that takes the company from company_id (query or body) for provider staff. */
  namesCompany?: boolean;
  /** Reads, downloads, exports or changes patient data (answers, PDFs, patients' addresses). */
  patientData?: boolean;
  /** A body that passes validation, so the call reaches the route's own checks. */
  body?: (t: Targets) => unknown;
  query?: (t: Targets) => Record<string, string>;
  /**
   * Ends a session, changes credentials or removes the company: runs after every other route,
   * in this order (1 first).
   */
  last?: number;
  /** The status an entitled caller gets when it is not 2xx, and why. */
  control?: number;
}

export const ROUTE_CLASSES: Record<string, RouteClass> = {
  // OpenAPI description, served outside /api's auth hook.
  'GET /api/docs': { scope: 'docs' },
  'GET /api/docs/json': { scope: 'docs' },
  'GET /api/docs/yaml': { scope: 'docs' },
  'GET /api/docs/static/*': { scope: 'docs' },
  'GET /api/docs/static/index.html': { scope: 'docs' },
  'GET /api/docs/static/swagger-initializer.js': { scope: 'docs' },
  'GET /healthz': { scope: 'public' },

  // Sign-in, session, password.
  'POST /api/login': { scope: 'public' },
  'POST /api/logout': { scope: 'self', last: 4 },
  'GET /api/me': { scope: 'self' },
  'POST /api/forgot-password': { scope: 'public' },
  'POST /api/password/reset/:tokenId': { scope: 'public', param: 'token' },
  'POST /api/change-password': {
    scope: 'self',
    last: 3,
    body: (t) => ({
      old_password: t.password,
      password: t.password,
      confirm_password: t.password,
    }),
  },
  'GET /api/permissions': { scope: 'self' },
  'POST /api/login/mfa': { scope: 'public' },
  'POST /api/login/mfa/setup': { scope: 'public' },
  'POST /api/login/mfa/enable': { scope: 'public' },
  'GET /api/account/sessions': { scope: 'self' },
  'POST /api/account/sessions/revoke-others': { scope: 'self' },
  // Aimed at a session of clinic B's sub-user: only its own user may end it.
  'DELETE /api/account/sessions/:id': { scope: 'self', param: 'session', control: 404 },
  'POST /api/account/reauth': { scope: 'self', body: (t) => ({ password: t.password }) },
  'GET /api/account/mfa': { scope: 'self' },
  'POST /api/account/mfa/setup': { scope: 'self' },
  // Without two-factor on (the world's users have none) these answer 422 and 409.
  'POST /api/account/mfa/enable': { scope: 'self', body: () => ({ code: '123456' }), control: 422 },
  'POST /api/account/mfa/disable': {
    scope: 'self',
    body: (t) => ({ password: t.password }),
    control: 409,
  },
  'POST /api/account/mfa/recovery-codes': { scope: 'self', control: 409 },
  // Login e-mail changes (decision 24). Without a recent re-authentication the request is 403.
  'GET /api/account/email-change': { scope: 'self' },
  'POST /api/account/email-change': {
    scope: 'self',
    body: () => ({ email: `new-${uniq()}@example.com` }),
    control: 403,
  },
  'DELETE /api/account/email-change': { scope: 'self', control: 404 },

  // The audit log: provider staff see every company, a clinic owner only their own.
  'GET /api/audit-log': { scope: 'clinic', query: company },
  'GET /api/audit-log/export.csv': { scope: 'clinic', query: company },
  'GET /api/audit-log/actions': { scope: 'shared' },
  'GET /api/notifications': { scope: 'self' },
  'POST /api/notifications/read-all': { scope: 'self' },
  'GET /api/me/notification-settings': { scope: 'self' },
  'PUT /api/me/notification-settings': {
    scope: 'self',
    body: () => ({ completion_email: 'instant' }),
  },

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
  'POST /api/company/employee/role-change': {
    scope: 'provider',
    body: (t) => ({ user_id: t.staffUserId, role_id: t.staffRoleId }),
  },
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

  // The clinic portal.
  'GET /api/form-templates': { scope: 'shared' },
  'GET /api/form-templates/:id': { scope: 'shared', param: 'template' },
  'GET /api/forms': { scope: 'clinic', namesCompany: true, query: company },
  'GET /api/forms/:id': { scope: 'clinic', param: 'form', query: company },
  'POST /api/forms': { scope: 'clinic', namesCompany: true, body: formBody },
  'PUT /api/forms/:id': { scope: 'clinic', param: 'form', body: formBody },
  'DELETE /api/forms/:id': { scope: 'clinic', param: 'form', query: company },
  'GET /api/buckets': { scope: 'clinic', namesCompany: true, query: company },
  'GET /api/buckets/:id': { scope: 'clinic', param: 'bucket', query: company },
  'POST /api/buckets': {
    scope: 'clinic',
    namesCompany: true,
    body: (t) => ({
      title: `Bucket ${uniq()}`,
      form_ids: [t.templateFormId],
      company_id: t.companyId,
    }),
  },
  'PUT /api/buckets/:id': {
    scope: 'clinic',
    param: 'bucket',
    body: (t) => ({
      title: `Bucket ${uniq()}`,
      form_ids: [t.templateFormId],
      company_id: t.companyId,
    }),
  },
  'DELETE /api/buckets/:id': { scope: 'clinic', param: 'bucket', query: company },
  'POST /api/forms/send': {
    scope: 'clinic',
    namesCompany: true,
    patientData: true,
    body: (t) => ({
      formId: t.formId,
      emails: [`patient-${uniq()}@example.com`],
      company_id: t.companyId,
    }),
  },
  'POST /api/buckets/send': {
    scope: 'clinic',
    namesCompany: true,
    patientData: true,
    body: (t) => ({
      bucketId: t.bucketId,
      emails: [`patient-${uniq()}@example.com`],
      company_id: t.companyId,
    }),
  },
  'GET /api/links': { scope: 'clinic', namesCompany: true, patientData: true, query: company },
  'POST /api/links/:id/resend': {
    scope: 'clinic',
    param: 'link',
    patientData: true,
    query: company,
  },
  'POST /api/links/:id/extend': {
    scope: 'clinic',
    param: 'link',
    patientData: true,
    query: company,
    body: () => ({ days: 7 }),
  },
  'POST /api/links/:id/cancel': {
    scope: 'clinic',
    param: 'link',
    patientData: true,
    query: company,
  },
  'GET /api/visits': { scope: 'clinic', namesCompany: true, patientData: true, query: company },
  'GET /api/submitted-forms': {
    scope: 'clinic',
    namesCompany: true,
    patientData: true,
    query: company,
  },
  'GET /api/forms/pdf/download': {
    scope: 'clinic',
    namesCompany: true,
    patientData: true,
    query: (t) => ({ ...company(t), url: `submission:${t.submissionId}` }),
  },
  // Issue 16: the latest completions name patients, so the dashboard read is audited.
  'GET /api/client-dashboard': {
    scope: 'clinic',
    namesCompany: true,
    patientData: true,
    query: company,
  },
  'GET /api/company/front-desk': { scope: 'clinic', namesCompany: true, query: company },
  'PUT /api/company/front-desk': {
    scope: 'clinic',
    namesCompany: true,
    body: (t) => ({
      time_zone: 'America/Chicago',
      reminders: {
        enabled: true,
        offsets_hours: [24, 72],
        max_reminders: 3,
        window_start_hour: 8,
        window_end_hour: 20,
        eve_of_visit: true,
      },
      company_id: t.companyId,
    }),
  },
  'GET /api/company-users': { scope: 'clinic', namesCompany: true, query: company },
  'GET /api/company-users/roles': { scope: 'shared' },
  'GET /api/company-users/:id': { scope: 'clinic', param: 'companyUser', query: company },
  'POST /api/company-users': {
    scope: 'clinic',
    namesCompany: true,
    body: (t) => ({ ...personBody(t.clinicRoleId), company_id: t.companyId }),
  },
  'POST /api/company-users/:id': {
    scope: 'clinic',
    param: 'companyUser',
    body: (t) => ({ ...personBody(t.clinicRoleId), company_id: t.companyId }),
  },
  'DELETE /api/company-users/:id': { scope: 'clinic', param: 'companyUser', query: company },
  'DELETE /api/company-users/:id/email-change': {
    scope: 'clinic',
    param: 'companyUser',
    query: company,
    control: 404,
  },
  'POST /api/admin/transfer/:id': {
    scope: 'clinic',
    param: 'transferee',
    last: 1,
    body: (t) => ({ company_id: t.companyId }),
  },
  'GET /api/card': { scope: 'clinic', namesCompany: true, query: company },
  'POST /api/card': {
    scope: 'clinic',
    namesCompany: true,
    // Clinic B has its one card already; the company scope is checked before that.
    control: 409,
    body: (t) => ({
      email: 'payer@example.com',
      name: 'Pat Payer',
      paymentMethodId: 'demo_visa_4242_12_30',
      cardholdername: 'Pat Payer',
      company_id: t.companyId,
    }),
  },
  'DELETE /api/card/:id': { scope: 'clinic', param: 'card', query: company },

  // Public: patients, signup, plans, logos, the payment webhook.
  'GET /api/logos/:file': { scope: 'public', param: 'file' },
  'GET /api/public/links/:token': { scope: 'public', param: 'token', patientData: true },
  'POST /api/public/links/:token/submit': { scope: 'public', param: 'token', patientData: true },
  // Issue 16: a reminder e-mail's one-click stop (the token is in the body) and Twilio's
  // inbound STOP/START (signed; 403 without a valid signature).
  'POST /api/public/reminders/stop': { scope: 'public' },
  'POST /api/webhooks/twilio/sms': { scope: 'public' },
  'GET /api/public/email-change/:token': { scope: 'public', param: 'token' },
  'POST /api/public/email-change/:token/confirm': { scope: 'public', param: 'token' },
  'GET /api/public/plans': { scope: 'public' },
  'GET /api/signup/config': { scope: 'public' },
  'POST /api/signup/check': { scope: 'public' },
  'POST /api/signup/payment-intent': { scope: 'public' },
  'POST /api/register-client': { scope: 'public' },
  'POST /api/billing/stripe/webhook': { scope: 'public' },
};

/** The path with the target's id in place of its parameter. */
export function pathFor(url: string, cls: RouteClass, t: Targets): string {
  const value: Record<Param, string> = {
    company: String(t.companyId),
    form: String(t.formId),
    template: String(t.templateId),
    bucket: String(t.bucketId),
    link: String(t.linkId),
    companyUser: String(t.companyUserId),
    transferee: String(t.transfereeId),
    session: String(t.sessionId),
    staffUser: String(t.staffUserId),
    role: String(t.roleId),
    plan: String(t.planId),
    invoice: String(t.invoiceId),
    card: String(t.cardId),
    token: t.linkToken,
    file: 'missing.png',
    filter: 'All',
  };
  return url.replace(/:[A-Za-z]+/, cls.param ? value[cls.param] : '1');
}
