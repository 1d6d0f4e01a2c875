import type { RoutesPlugin } from '../../lib/route-kit.js';

/** The clinic owner's billing (issue 20): plan, usage, invoices, pay now, plan change requests. */
export const clinicBillingRoutes: RoutesPlugin = async () => {};
