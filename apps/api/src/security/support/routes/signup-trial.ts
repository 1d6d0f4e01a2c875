// Issue 20: signup's terms and the free trial.
import type { RouteClass } from '../route-classes.js';

// No routes of their own: the agreements and the trial (`trial: true`) travel in the signup's
// POST /api/register-client (classed in public.ts), so a trial goes through the same checks, rate
// limit and audit as a paid signup. The versions live in packages/core (schemas/legal.ts).
export const SIGNUP_TRIAL_ROUTES: Record<string, RouteClass> = {};
