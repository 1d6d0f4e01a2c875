// Issue 19, no dead ends: route classes (../route-classes.ts) of the renewal request.
import type { RouteClass } from '../route-classes.js';

export const LINK_RENEWAL_ROUTES: Record<string, RouteClass> = {
  // The test target's link is live, so an entitled caller gets 409 (only an expired or
  // cancelled link can be renewed); it changes no patient data and shows none.
  'POST /api/public/links/:token/renewal': { scope: 'public', param: 'token', control: 409 },
};
