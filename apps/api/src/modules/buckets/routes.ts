import type { RoutesPlugin } from '../../lib/route-kit.js';

/** Buckets: named groups of forms sent together. */
export const bucketRoutes: RoutesPlugin = async () => {};
