// Issue 20: the clinic owner's billing.
import type { RouteClass } from '../route-classes.js';

export const CLINIC_BILLING_ROUTES: Record<string, RouteClass> = {};
