// GET /api/public/plans' answer read without zod: the landing page checks it in the browser, and
// evaluating zod there cost a long task after the plans arrived (about 100 ms on Lighthouse's
// phone; issue 21). It accepts exactly what publicPlansResponseSchema accepts
// (public-plans-check.test.ts holds the two together); the server keeps the schema.
import type { PublicPlan } from './public-plans.js';

const isInt = (v: unknown): v is number => Number.isInteger(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isString = (v: unknown): v is string => typeof v === 'string';

function isPublicPlan(v: unknown): v is PublicPlan {
  if (typeof v !== 'object' || v === null) return false;
  const p = v as Record<string, unknown>;
  return (
    isInt(p.id) &&
    isString(p.name) &&
    isNumber(p.price) &&
    isInt(p.encounters) &&
    (p.overage_cost === null || isNumber(p.overage_cost)) &&
    (p.description === null || isString(p.description)) &&
    Array.isArray(p.features) &&
    p.features.every(isString)
  );
}

/** The plans of the answer, each with only the fields the schema names; throws on any other shape. */
export function readPublicPlans(body: unknown): PublicPlan[] {
  const plans = (body as { plans?: unknown } | null)?.plans;
  if (
    typeof body !== 'object' ||
    body === null ||
    !Array.isArray(plans) ||
    !plans.every(isPublicPlan)
  )
    throw new Error('The plans answer has an unexpected shape');
  return plans.map((p) => ({
    id: p.id,
    name: p.name,
    price: p.price,
    encounters: p.encounters,
    overage_cost: p.overage_cost,
    description: p.description,
    features: [...p.features],
  }));
}
