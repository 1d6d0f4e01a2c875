import { clinicDashboardQuerySchema, clinicDashboardResponseSchema } from '@paperless/core';
import { actorOf, authOf } from '../../lib/auth-hook.js';
import { errorResponses, type RoutesPlugin } from '../../lib/route-kit.js';
import { companyInScope } from '../../lib/tenancy.js';
import { viewClinicDashboard } from './service.js';

/** The clinic's own dashboard figures. */
export const clinicDashboardRoutes: RoutesPlugin = async (app) => {
  app.get('/client-dashboard', {
    // Any signed-in user (no permission key), but only for a company in their scope.
    // Either clinic permission: staff without them (Sales Person, Product Admin) see the
    // portal's tabs disabled, and so get no portal figures either.
    config: { permission: ['manage_forms', 'view_submissions'] },
    schema: {
      tags: ['clinic dashboard'],
      summary:
        "A clinic's figures: this month's links, encounters and patients; today's links in its time zone; the latest completions",
      querystring: clinicDashboardQuerySchema,
      response: { 200: clinicDashboardResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const companyId = await companyInScope(app.db, authOf(request), request.query.company_id);
      return { data: await viewClinicDashboard(app.db, actorOf(request), companyId) };
    },
  });
};
