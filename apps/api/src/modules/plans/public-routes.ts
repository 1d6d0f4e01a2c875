import type { RoutesPlugin } from '../../lib/route-kit.js';

/** The public list of active standard plans, for the landing page and the signup wizard. */
export const publicPlanRoutes: RoutesPlugin = async () => {};
