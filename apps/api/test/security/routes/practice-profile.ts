// Issue 20: the owner's practice profile.
import type { RouteClass } from '../route-classes.js';
import { company } from '../targets.js';

export const PRACTICE_PROFILE_ROUTES: Record<string, RouteClass> = {
  'GET /api/company/practice-profile': { scope: 'clinic', namesCompany: true, query: company },
  'PUT /api/company/practice-profile': {
    scope: 'clinic',
    namesCompany: true,
    body: (t) => ({
      phone: '+1 (512) 555-0100',
      address: '100 Main Street',
      address1: null,
      city: 'Austin',
      state: 'Texas',
      zip: '78701',
      brand_color: '#1c5d99',
      company_id: t.companyId,
    }),
  },
  // A JSON body carries no file: an entitled caller is told the logo is missing (422).
  'POST /api/company/practice-profile/logo': {
    scope: 'clinic',
    namesCompany: true,
    body: (t) => ({ company_id: t.companyId }),
    control: 422,
  },
  'DELETE /api/company/practice-profile/logo': {
    scope: 'clinic',
    namesCompany: true,
    query: company,
  },
};
