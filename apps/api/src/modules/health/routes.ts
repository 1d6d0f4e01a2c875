import { sql } from 'kysely';
import { z } from 'zod';
import type { RoutesPlugin } from '../../lib/route-kit.js';

export const healthRoutes: RoutesPlugin = async (app) => {
  app.get('/healthz', {
    config: { public: true },
    schema: {
      tags: ['health'],
      summary: 'Answers 200 when the database answers',
      response: {
        200: z.object({ status: z.literal('ok') }),
        503: z.object({ status: z.literal('unavailable') }),
      },
    },
    handler: async (_request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ok' as const };
      } catch {
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  });
};
