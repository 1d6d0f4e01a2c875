import { outboxListResponseSchema, pageQuerySchema } from '@paperless/core';
import { writeAudit } from '../../lib/audit.js';
import { actorOf } from '../../lib/auth-hook.js';
import { errorResponses, type RoutesPlugin } from '../../lib/route-kit.js';
import { listOutbox } from './queries.js';

export const outboxRoutes: RoutesPlugin = async (app) => {
  app.get('/outbox', {
    config: { permission: 'view_outbox' },
    schema: {
      tags: ['outbox'],
      summary:
        'Mail and SMS the app has sent or kept in its outbox, newest first (Super Admin only)',
      querystring: pageQuerySchema,
      response: { 200: outboxListResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const page = await listOutbox(app.db, app.cipher, request.query);
      // Messages name patients' addresses and carry their links: reading them is audited.
      await writeAudit(app.db, actorOf(request), {
        action: 'outbox.list',
        targetType: 'outbox',
        details: { page: request.query.page, count: page.data.length },
      });
      return page;
    },
  });
};
