// Route classes (../route-classes.ts) of issue 19's continue on another device: public, by the
// link's token (a random one is 404/410), or by a hand-off code and birth date (the claim).
import type { RouteClass } from '../route-classes.js';

const dob = '1984-03-07';

export const HANDOFF_ROUTES: Record<string, RouteClass> = {
  // The answers so far, sealed on the server (the first save of a link is audited).
  'PUT /api/public/links/:token/draft': {
    scope: 'public',
    param: 'token',
    patientData: true,
    body: () => ({ draft: { patient_firstname: 'Zelda', reason_for_request: 'Care' } }),
  },
  'POST /api/public/links/:token/handoff': {
    scope: 'public',
    param: 'token',
    patientData: true,
    body: () => ({ dob }),
  },
  // Answers a link's token and its draft: the audit coverage claims a code it made first.
  'POST /api/public/handoffs/claim': {
    scope: 'public',
    patientData: true,
    body: () => ({ code: 'ABCD-EFGH', dob }),
  },
};
