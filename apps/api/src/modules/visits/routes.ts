import { visitsQuerySchema, visitsResponseSchema } from '@paperless/core';
import { actorOf, authOf } from '../../lib/auth-hook.js';
import { errorResponses, type RoutesPlugin } from '../../lib/route-kit.js';
import { visitsOf } from './service.js';

/** The front desk's coming visits, day by day, with each packet's state. */
export const visitsRoutes: RoutesPlugin = async (app) => {
  app.get('/visits', {
    config: { permission: 'manage_forms' },
    schema: {
      tags: ['visits'],
      summary: "A clinic's visits of the coming days (its zone), with how many packets are ready",
      querystring: visitsQuerySchema,
      response: { 200: visitsResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({
      data: await visitsOf(
        { db: app.db, auth: authOf(request), actor: actorOf(request), cipher: app.cipher },
        request.query,
      ),
    }),
  });
};
