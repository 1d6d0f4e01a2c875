// Route classes (../route-classes.ts) of kiosk mode (issue 19). The staff routes are the clinic
// portal's; the kiosk's own are public to the auth hook (no session) and take the tablet's
// token in a header instead, so the matrix's callers get 401 there (kiosk.api.test.ts tests
// the token itself: its clinic only, ended devices refused, no staff route reachable with it).
import type { RouteClass } from '../route-classes.js';
import { company, uniq } from '../targets.js';

export const KIOSK_ROUTES: Record<string, RouteClass> = {
  'POST /api/kiosk/devices': {
    scope: 'clinic',
    namesCompany: true,
    body: (t) => ({ label: `Tablet ${uniq()}`, pin: '2468', company_id: t.companyId }),
  },
  'GET /api/kiosk/devices': { scope: 'clinic', namesCompany: true, query: company },
  // The id is one of clinic B's tablets only if the positive control made one first: not found
  // is as good an answer for the control.
  'DELETE /api/kiosk/devices/:id': {
    scope: 'clinic',
    namesCompany: true,
    query: company,
    control: 404,
  },
  'GET /api/kiosk/session': { scope: 'public' },
  'POST /api/kiosk/fills': { scope: 'public' },
  'POST /api/kiosk/fills/abandon': { scope: 'public' },
  'POST /api/kiosk/exit': { scope: 'public' },
};
