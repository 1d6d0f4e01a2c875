import type { RoutesPlugin } from '../../lib/route-kit.js';

/** Clinic forms: list, custom form builder, versions, delete. */
export const formRoutes: RoutesPlugin = async () => {};
