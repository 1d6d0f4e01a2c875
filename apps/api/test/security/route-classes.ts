import { ACCOUNT_ROUTES } from './routes/account.js';
import { CLINIC_ROUTES } from './routes/clinic.js';
import { PROVIDER_ROUTES } from './routes/provider.js';
import { PUBLIC_ROUTES } from './routes/public.js';
import { KIOSK_ROUTES } from './routes/kiosk.js';
import { HANDOFF_ROUTES } from './routes/handoff.js';
import { LINK_RENEWAL_ROUTES } from './routes/link-renewal.js';
import { PATIENT_COPIES_ROUTES } from './routes/patient-copies.js';
import { CLINIC_BILLING_ROUTES } from './routes/clinic-billing.js';
import { PRACTICE_PROFILE_ROUTES } from './routes/practice-profile.js';
import { SIGNUP_TRIAL_ROUTES } from './routes/signup-trial.js';
import { CONSOLE_ROUTES } from './routes/console.js';
import type { Targets } from './targets.js';

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
  /** A company's template form (its Records Release): what a clinic may customize. */
  | 'templateForm'
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
  | 'filter'
  | 'submission'
  | 'upload';

export interface RouteClass {
  scope: Scope;
  /** What the (first) path parameter names. */
  param?: Param;
  /** What a second path parameter names (a submission's upload: its id after the submission's). */
  param2?: Param;
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

/** Every route's class, kept by area in ./routes. */
export const ROUTE_CLASSES: Record<string, RouteClass> = {
  ...ACCOUNT_ROUTES,
  ...PROVIDER_ROUTES,
  ...CLINIC_ROUTES,
  ...PUBLIC_ROUTES,
  ...KIOSK_ROUTES,
  ...HANDOFF_ROUTES,
  ...LINK_RENEWAL_ROUTES,
  ...PATIENT_COPIES_ROUTES,
  ...CLINIC_BILLING_ROUTES,
  ...PRACTICE_PROFILE_ROUTES,
  ...SIGNUP_TRIAL_ROUTES,
  ...CONSOLE_ROUTES,
};

/** The path with the target's id in place of its parameter. */
export function pathFor(url: string, cls: RouteClass, t: Targets): string {
  const value: Record<Param, string> = {
    company: String(t.companyId),
    form: String(t.formId),
    templateForm: String(t.templateFormId),
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
    submission: String(t.submissionId),
    upload: t.uploadId,
  };
  const first = url.replace(/:[A-Za-z]+/, cls.param ? value[cls.param] : '1');
  return cls.param2 ? first.replace(/:[A-Za-z]+/, value[cls.param2]) : first;
}
