// Issue 19: the patient's copy of what they signed.
import type { RouteClass } from '../route-classes.js';
import { company } from '../targets.js';

export const PATIENT_COPIES_ROUTES: Record<string, RouteClass> = {
  // The copy's own token (never the link's): what the page shows before the birth date.
  'GET /api/public/copies/:token': { scope: 'public', param: 'token' },
  // The visit's signed PDFs, behind the birth date for an e-mailed copy.
  'POST /api/public/copies/:token/pdf': {
    scope: 'public',
    param: 'token',
    patientData: true,
    body: () => ({ dob: '1984-03-07' }),
  },
  'GET /api/company/patient-copies': { scope: 'clinic', namesCompany: true, query: company },
  'PUT /api/company/patient-copies': {
    scope: 'clinic',
    namesCompany: true,
    body: (t) => ({ email_patient_copy: false, company_id: t.companyId }),
  },
};
