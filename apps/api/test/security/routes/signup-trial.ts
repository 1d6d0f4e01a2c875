// Issue 20: signup's terms and the free trial.
import type { RouteClass } from '../route-classes.js';

// No routes of their own: the agreements and the trial (`trial: true`) travel in the signup's
// POST /api/register-client (classed in public.ts), so a trial goes through the same checks, rate
// limit and audit as a paid signup. The versions live in packages/core (schemas/legal.ts).
// Security III: the wizard's proof-of-work challenge, and the trial's e-mailed activation link
// (a random token: any other is a 404 that changes nothing).
export const SIGNUP_TRIAL_ROUTES: Record<string, RouteClass> = {
  'GET /api/signup/challenge': { scope: 'public' },
  'POST /api/signup/activate': { scope: 'public' },
};
