import type { RoutesPlugin } from '../../lib/route-kit.js';

export const staffUserRoutes: RoutesPlugin = async () => {};
