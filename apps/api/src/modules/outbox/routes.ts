import { outboxListResponseSchema, pageQuerySchema } from '@paperless/core';
import { errorResponses, type RoutesPlugin } from '../../lib/route-kit.js';
import { listOutbox } from './queries.js';

export const outboxRoutes: RoutesPlugin = async (app) => {
  app.get('/outbox', {
    config: { permission: 'view_outbox' },
    schema: {
      tags: ['outbox'],
      summary: 'Mail and SMS the app has sent or kept in its outbox, newest first',
      querystring: pageQuerySchema,
      response: { 200: outboxListResponseSchema, ...errorResponses },
    },
    handler: async (request) => listOutbox(app.db, request.query),
  });
};
