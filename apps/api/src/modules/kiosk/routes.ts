import type { RoutesPlugin } from '../../lib/route-kit.js';

/** Issue 19: built in its own commit. */
export const kioskRoutes: RoutesPlugin = async () => {};
