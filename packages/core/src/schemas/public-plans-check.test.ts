import { describe, expect, it } from 'vitest';
import { readPublicPlans } from './public-plans-check.js';
import { publicPlansResponseSchema } from './public-plans.js';

const plan = {
  id: 1,
  name: 'Basic',
  price: 49,
  encounters: 100,
  overage_cost: 0.5,
  description: null,
  features: ['E-mail and SMS'],
};

/** Answers the landing page might get, well-formed and not. */
const answers: unknown[] = [
  { plans: [] },
  { plans: [plan] },
  { plans: [plan, { ...plan, id: 2, overage_cost: null, description: 'For busy clinics' }] },
  { plans: [{ ...plan, extra: 'dropped' }] },
  null,
  'plans',
  {},
  { plans: null },
  { plans: [null] },
  { plans: [{ ...plan, id: 1.5 }] },
  { plans: [{ ...plan, id: '1' }] },
  { plans: [{ ...plan, name: 3 }] },
  { plans: [{ ...plan, price: '49' }] },
  { plans: [{ ...plan, price: Number.NaN }] },
  { plans: [{ ...plan, encounters: 2.5 }] },
  { plans: [{ ...plan, overage_cost: undefined }] },
  { plans: [{ ...plan, description: 7 }] },
  { plans: [{ ...plan, features: 'all' }] },
  { plans: [{ ...plan, features: [1] }] },
  { plans: [{ id: 1 }] },
];

describe('readPublicPlans', () => {
  it.each(answers.map((a) => [JSON.stringify(a) ?? String(a), a]))(
    'answers as the schema does: %s',
    (_name, answer) => {
      const parsed = publicPlansResponseSchema.safeParse(answer);
      if (parsed.success) expect(readPublicPlans(answer)).toEqual(parsed.data.plans);
      else expect(() => readPublicPlans(answer)).toThrow();
    },
  );
});
