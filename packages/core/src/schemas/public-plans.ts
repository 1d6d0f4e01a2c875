// The public plan list's shape (GET /api/public/plans) and the `plan` parameter that carries a
// chosen plan from the landing page to /signup. The texts, defaults and the link that writes the
// parameter are in public-plans-texts.ts, which the landing page can load without zod.
import { z } from 'zod';

export const publicPlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  encounters: z.number().int(),
  /** Per encounter over the plan's allowance; null when the plan sets none. */
  overage_cost: z.number().nullable(),
  description: z.string().nullable(),
  features: z.array(z.string()),
});
export type PublicPlan = z.infer<typeof publicPlanSchema>;

export const publicPlansResponseSchema = z.object({ plans: z.array(publicPlanSchema) });
export type PublicPlansResponse = z.infer<typeof publicPlansResponseSchema>;

/** What the `plan` query parameter carries (spec §9): the plan without its features. */
export const planParamSchema = publicPlanSchema.pick({
  id: true,
  name: true,
  price: true,
  encounters: true,
  overage_cost: true,
  description: true,
});
export type PlanParam = z.infer<typeof planParamSchema>;

/**
 * Reads a `plan` parameter as URLSearchParams hands it over (already decoded once); undefined
 * for anything malformed, so a hand-edited link just starts without a preselection.
 */
export function parsePlanParam(value: string | null | undefined): PlanParam | undefined {
  if (!value) return undefined;
  try {
    const parsed = planParamSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
