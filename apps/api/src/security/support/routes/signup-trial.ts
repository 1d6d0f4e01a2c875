// Issue 20: signup's terms and the free trial.
import type { RouteClass } from '../route-classes.js';

export const SIGNUP_TRIAL_ROUTES: Record<string, RouteClass> = {};
