import {
  PLAN_FEATURES,
  publicPlansResponseSchema,
  type PublicPlansResponse,
} from '@paperless/core';
import type { Db } from '../../db/database.js';
import { errorResponses, type RoutesPlugin } from '../../lib/route-kit.js';
import { selectPlans } from './queries.js';

// Plans change rarely and the list holds nothing private: a minute of caching spares the server
// a query per landing-page visit, and a staff edit shows within that minute.
const CACHE_CONTROL = 'public, max-age=60';

/** Active standard plans, cheapest first; custom (on-demand) plans belong to one company. */
export async function listPublicPlans(db: Db): Promise<PublicPlansResponse> {
  const rows = await selectPlans(db)
    .where('is_active', '=', 1)
    .where('on_demand', '=', false)
    .orderBy('price')
    .orderBy('id')
    .execute();
  return {
    plans: rows.map((row) => ({
      id: row.id,
      name: row.name,
      price: row.price,
      encounters: row.encounter,
      overage_cost: row.overage_cost,
      description: row.description,
      features: [...PLAN_FEATURES],
    })),
  };
}

/** The public list of active standard plans, for the landing page and the signup wizard. */
export const publicPlanRoutes: RoutesPlugin = async (app) => {
  app.get('/public/plans', {
    config: { public: true },
    schema: {
      tags: ['plans'],
      summary: 'Active standard plans for the landing page and signup (no sign-in)',
      response: { 200: publicPlansResponseSchema, ...errorResponses },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return listPublicPlans(app.db);
    },
  });
};
