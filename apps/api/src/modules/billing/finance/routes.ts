import type { RoutesPlugin } from '../../../lib/route-kit.js';
import { dashboardRoutes } from './dashboard-routes.js';
import { invoiceRoutes } from './invoice-routes.js';
import { transactionRoutes } from './transaction-routes.js';

/** Dashboard, Transaction History, subscriptions and invoices (provider spec §7). */
export const financeRoutes: RoutesPlugin = async (app) => {
  await dashboardRoutes(app);
  await transactionRoutes(app);
  await invoiceRoutes(app);
};
