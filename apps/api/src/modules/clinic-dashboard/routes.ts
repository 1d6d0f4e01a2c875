import type { RoutesPlugin } from '../../lib/route-kit.js';

/** The clinic's own dashboard figures. */
export const clinicDashboardRoutes: RoutesPlugin = async () => {};
