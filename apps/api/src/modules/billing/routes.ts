import type { RoutesPlugin } from '../../lib/route-kit.js';

/** Billing: Stripe webhooks. */
export const billingRoutes: RoutesPlugin = async () => {};
