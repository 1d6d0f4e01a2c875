import { z } from 'zod';
import { messages } from '../messages.js';

/** The spec's plan-form messages. */
export const planMessages = {
  mustBeNumber: 'Must be a number',
  companyNameEmpty: 'Company name cannot be empty.',
  customPlanExists: 'Plan for this company already exists.',
  planInUse: 'This plan is used by a company and cannot be deleted.',
  failedToLoad: 'Failed to load plan data',
  /** A plan at 0 is a free account for good: the billing run would never charge it. */
  pricePositive: 'Monthly price must be more than 0.',
  /**
   * A Sales Person's custom plan (Security III, finding 10): only for a new business or one of
   * their own clients, and never below the cheapest standard plan's price per encounter.
   */
  notYourClient:
    'This business is not one of your clients. Ask a Product Admin to set up its plan.',
  belowStandardRate: (rate: string) =>
    `A custom plan may cost no less than ${rate} per encounter, the lowest rate of the standard plans. Ask a Product Admin for a lower price.`,
} as const;

/** Monthly price input is cut to 5 characters (spec §9), so at most 99999 or 999.9. */
export const PLAN_PRICE_MAX_CHARS = 5;

/** A number typed into a text box: required, and numeric with the spec's message. */
function amount(options: {
  required: boolean;
  integer?: boolean;
  maxChars?: number;
  positive?: boolean;
}) {
  // Missing, null and blank all mean "not given": required fields say so, optional ones store null.
  const given = z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.union([z.string(), z.number()], { error: planMessages.mustBeNumber }),
  );
  return (
    given
      .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
      .refine((v) => !options.required || v !== '', { error: messages.required, abort: true })
      // The browser cuts the input at maxChars; the server refuses what slips past it.
      .refine((v) => options.maxChars === undefined || v.length <= options.maxChars, {
        error: messages.maxLength(options.maxChars ?? 0),
        abort: true,
      })
      .refine(
        (v) => v === '' || (/^\d+(\.\d{1,2})?$/.test(v) && (!options.integer || /^\d+$/.test(v))),
        {
          error: planMessages.mustBeNumber,
          abort: true,
        },
      )
      .refine((v) => v === '' || Number(v) <= 1_000_000, {
        error: planMessages.mustBeNumber,
        abort: true,
      })
      .refine((v) => !options.positive || v === '' || Number(v) > 0, {
        error: planMessages.pricePositive,
      })
      .transform((v) => (v === '' ? null : Number(v)))
  );
}

const name = z
  .string({ error: messages.required })
  .trim()
  .min(1, { error: messages.required })
  .max(100);
const description = z
  .string()
  .trim()
  .max(1000)
  .nullish()
  .transform((v) => v || null);

export const planCreateSchema = z.object({
  name,
  encounter: amount({ required: true, integer: true }),
  price: amount({ required: true, maxChars: PLAN_PRICE_MAX_CHARS, positive: true }),
  overage_cost: amount({ required: false }),
  description,
});
export type PlanCreateInput = z.input<typeof planCreateSchema>;

export const planUpdateSchema = planCreateSchema;
export type PlanUpdateInput = z.input<typeof planUpdateSchema>;

/** The company plan-creation modal (a custom plan named after the company). */
export const customPlanCreateSchema = z.object({
  company_name: z
    .string({ error: planMessages.companyNameEmpty })
    .trim()
    .min(1, { error: planMessages.companyNameEmpty })
    .max(100),
  encounter: amount({ required: true, integer: true }),
  price: amount({ required: true, maxChars: PLAN_PRICE_MAX_CHARS, positive: true }),
  overage_cost: amount({ required: false }),
  description,
});
export type CustomPlanCreateInput = z.input<typeof customPlanCreateSchema>;

export const planStatusSchema = z.object({
  is_active: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
    .transform(Number),
});

export const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  encounter: z.number().int(),
  price: z.number(),
  overage_cost: z.number().nullable(),
  description: z.string().nullable(),
  is_active: z.union([z.literal(0), z.literal(1)]),
  /** true: a custom plan made for one company. */
  on_demand: z.boolean(),
  company_name: z.string().nullable(),
  created_at: z.string(),
});
export type Plan = z.infer<typeof planSchema>;

export const planListResponseSchema = z.object({
  plans: z.array(planSchema),
  'custom-plans': z.array(planSchema),
});
export type PlanListResponse = z.infer<typeof planListResponseSchema>;

export const planResponseSchema = z.object({ data: planSchema });
export const planMutationResponseSchema = z.object({ message: z.string(), data: planSchema });
