import type { RoutesPlugin } from '../../lib/route-kit.js';

/** A clinic's own users and ownership transfer. */
export const companyUserRoutes: RoutesPlugin = async () => {};
