import { dashboardParamsSchema, dashboardResponseSchema } from '@paperless/core';
import { authOf } from '../../lib/auth-hook.js';
import { errorResponses, type RoutesPlugin } from '../../lib/route-kit.js';
import { getDashboard } from './dashboard.js';

const tags = ['dashboard'];
const permission = 'view_dashboard' as const;
const summary =
  'Counters (patients, clients, forms, paid revenue), the Transaction History table and a ' +
  '12-month chart, for the clients the caller may see';

export const dashboardRoutes: RoutesPlugin = async (app) => {
  app.get('/dashboard', {
    config: { permission },
    schema: { tags, summary, response: { 200: dashboardResponseSchema, ...errorResponses } },
    handler: async (request) => getDashboard(app.db, authOf(request), { filter: 'All' }),
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
