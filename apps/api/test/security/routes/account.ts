// Route classes (../route-classes.ts) of the OpenAPI description and health check, sign-in,
// the caller's own account and sessions, the audit log and notifications.
// audit log and notifications.
import type { RouteClass } from '../route-classes.js';
import { company, uniq } from '../targets.js';

export const ACCOUNT_ROUTES: Record<string, RouteClass> = {
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
  // Security III: the challenge a sign-in past the account's ceiling solves, and the owner's
  // e-mailed unlock link (a random token: any other is a 400 that changes nothing).
  'GET /api/login/challenge': { scope: 'public' },
  'POST /api/login/unlock': { scope: 'public' },
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
};
