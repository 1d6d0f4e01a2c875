import type { RoutesPlugin } from '../../lib/route-kit.js';

export const financeRoutes: RoutesPlugin = async () => {};
