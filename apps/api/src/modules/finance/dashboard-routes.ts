import {
  dashboardParamsSchema,
  dashboardResponseSchema,
  dashboardTransactionListResponseSchema,
  dashboardTransactionQuerySchema,
} from '@paperless/core';
import { authOf } from '../../lib/auth-hook.js';
import { errorResponses, type RoutesPlugin } from '../../lib/route-kit.js';
import { listDashboardTransactions } from './dashboard-transactions.js';
import { getDashboard } from './dashboard.js';

const tags = ['dashboard'];
const permission = 'view_dashboard' as const;
const summary =
  'Counters (patients, clients, forms, paid revenue), the first page of the Transaction ' +
  'History table and a 12-month chart, for the clients the caller may see';

export const dashboardRoutes: RoutesPlugin = async (app) => {
  app.get('/dashboard', {
    config: { permission },
    schema: { tags, summary, response: { 200: dashboardResponseSchema, ...errorResponses } },
    handler: async (request) => getDashboard(app.db, authOf(request), { filter: 'All' }),
  });

  // Registered before '/dashboard/:param'; a static segment wins over the parameter anyway.
  app.get('/dashboard/transactions', {
    config: { permission },
    schema: {
      tags,
      summary:
        'The Transaction History, a page at a time (by client name), narrowed by a status ' +
        'filter and a search (containment on client, plan and status; exact amount, ' +
        'encounters or id)',
      querystring: dashboardTransactionQuerySchema,
      response: { 200: dashboardTransactionListResponseSchema, ...errorResponses },
    },
    handler: async (request) => listDashboardTransactions(app.db, authOf(request), request.query),
  });

  app.get('/dashboard/:param', {
    config: { permission },
    schema: {
      tags,
      summary: `${summary}; the table narrowed to one status filter ('Active%2FTrial', 'Active', ...)`,
      params: dashboardParamsSchema,
      response: { 200: dashboardResponseSchema, ...errorResponses },
    },
    handler: async (request) =>
      getDashboard(app.db, authOf(request), { filter: request.params.param }),
  });
};
