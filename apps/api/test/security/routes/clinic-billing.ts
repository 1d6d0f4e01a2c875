// Issue 20: the clinic owner's billing.
import type { RouteClass } from '../route-classes.js';
import { company } from '../targets.js';

export const CLINIC_BILLING_ROUTES: Record<string, RouteClass> = {
  // The payment banner: every user of the clinic, and staff who see the company.
  'GET /api/company/billing/standing': { scope: 'clinic', namesCompany: true, query: company },
  // manage_billing is the clinic owner's alone (clinic-only, like manage_card).
  'GET /api/company/billing': { scope: 'clinic', namesCompany: true, query: company },
  'GET /api/company/billing/invoices': { scope: 'clinic', namesCompany: true, query: company },
  'GET /api/company/billing/invoices/:id/pdf': {
    scope: 'clinic',
    param: 'invoice',
    query: company,
  },
  // Clinic B's invoice is paid already (409); the company scope is checked before that.
  'POST /api/company/billing/invoices/:id/pay': {
    scope: 'clinic',
    param: 'invoice',
    query: company,
    control: 409,
    body: () => ({}),
  },
  'POST /api/company/billing/plan-change': {
    scope: 'clinic',
    namesCompany: true,
    query: company,
    body: (t) => ({ plan_id: t.planId, note: 'More encounters, please.' }),
  },
  'GET /api/company/plan-change/:companyId': { scope: 'clinic', param: 'company' },
  'POST /api/company/plan-change/:companyId/resolve': { scope: 'clinic', param: 'company' },
};
