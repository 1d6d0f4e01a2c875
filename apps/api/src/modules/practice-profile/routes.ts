import type { RoutesPlugin } from '../../lib/route-kit.js';

/** The owner's practice profile (issue 20): phone, address, logo and brand colour. */
export const practiceProfileRoutes: RoutesPlugin = async () => {};
