import {
  dashboardParamsSchema,
  dashboardResponseSchema,
  dashboardTransactionListResponseSchema,
  dashboardTransactionQuerySchema,
  setupChecklistSchema,
} from '@paperless/core';
import { authOf } from '../../../lib/auth-hook.js';
import { errorResponses, type RoutesPlugin } from '../../../lib/route-kit.js';
import { listDashboardTransactions } from './dashboard-transactions.js';
import { getDashboard } from './dashboard.js';
import { getSetupChecklist } from './dashboard-setup.js';

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

  // Issue 20: the first-run checklist (a plan, a client, e-mail), empty once all are done.
  app.get('/dashboard/setup', {
    config: { permission },
    schema: {
      tags,
      summary:
        'The first-run checklist of the installation: whether a plan and a client exist and ' +
        'e-mail is configured; only the steps the caller may take (none without manage_plans)',
      response: { 200: setupChecklistSchema, ...errorResponses },
    },
    handler: async (request) => getSetupChecklist(app.db, authOf(request), app.config),
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
