import type { RoutesPlugin } from '../../lib/route-kit.js';

export const companyRoutes: RoutesPlugin = async () => {};
