import { z } from 'zod';
import {
  CHOOSE_QUESTION,
  CONDITION_JOINS,
  CONDITION_LIMITS,
  CONDITION_OPERATORS,
} from './conditions.js';

// Conditional logic's schemas: a rule as the builder sends it and the server stores it.
export const conditionSchema = z.object({
  /** The answer key of an earlier question. */
  field: z.string().trim().min(1, { error: CHOOSE_QUESTION }).max(100),
  op: z.enum(CONDITION_OPERATORS),
  /** equals: the first value; one_of: any of them; checked with a value: that option ticked. */
  values: z
    .array(z.string().trim().min(1).max(CONDITION_LIMITS.value))
    .max(CONDITION_LIMITS.values)
    .default([]),
});

export const showIfSchema = z.object({
  join: z.enum(CONDITION_JOINS).default('all'),
  conditions: z.array(conditionSchema).min(1).max(CONDITION_LIMITS.conditions),
});
