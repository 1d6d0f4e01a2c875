// Issue 20 (helper D): the provider console's first-run checklist.
import type { RouteClass } from '../route-classes.js';

export const CONSOLE_ROUTES: Record<string, RouteClass> = {
  // Installation-wide yes/no facts (a plan exists, a client in the caller's scope exists,
  // SMTP is set): no company's data, the same for every caller with the permission.
  'GET /api/dashboard/setup': { scope: 'provider' },
};
