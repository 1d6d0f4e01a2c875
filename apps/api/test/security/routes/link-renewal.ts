// Issues 19 and 36, no dead ends: route classes (../route-classes.ts) of the renewal request
// and of an older message's "send it again".
import type { RouteClass } from '../route-classes.js';

export const LINK_RENEWAL_ROUTES: Record<string, RouteClass> = {
  // The test target's link is live, so an entitled caller gets 409 (only an expired or
  // cancelled link can be renewed); it changes no patient data and shows none.
  'POST /api/public/links/:token/renewal': { scope: 'public', param: 'token', control: 409 },
  // The test target's token is the link's current one, never replaced by a resend, so it is no
  // older message's URL: 404. It sends the link's own URL to its own recipient, shows no data.
  'POST /api/public/links/:token/send-again': { scope: 'public', param: 'token', control: 404 },
};
