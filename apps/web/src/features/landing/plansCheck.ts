import { publicPlansResponseSchema, type PublicPlan } from '@paperless/core';

/**
 * The check of GET /api/public/plans' answer (the rule is core's, the server's too). A module of
 * its own so publicPlans.ts can load it with the answer: zod (~29 KB gz) then stays out of the
 * landing page's first load.
 */
export function parsePublicPlans(body: unknown): PublicPlan[] {
  return publicPlansResponseSchema.parse(body).plans;
}
