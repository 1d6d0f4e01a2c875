import type { RoutesPlugin } from '../../lib/route-kit.js';

/** The company's saved payment card. */
export const cardRoutes: RoutesPlugin = async () => {};
