import { describe, expect, it } from 'vitest';
import { invoiceAmounts, invoiceNumber, parseMonthKey } from './amounts.js';

const standard = { name: 'Standard', price: 49, encounter: 100, overageCost: 0.5 };

describe('invoice arithmetic', () => {
  it.each([
    [
      'no encounters',
      standard,
      0,
      { planPrice: 49, overageCount: 0, overageAmount: 0, amount: 49 },
    ],
    ['under the allowance', standard, 80, { overageCount: 0, overageAmount: 0, amount: 49 }],
    ['exactly the allowance', standard, 100, { overageCount: 0, amount: 49 }],
    ['one over', standard, 101, { overageCount: 1, overageAmount: 0.5, amount: 49.5 }],
    ['21 over', standard, 121, { overageCount: 21, overageAmount: 10.5, amount: 59.5 }],
    [
      'a custom plan without an overage cost',
      { name: 'Custom', price: 80, encounter: 10, overageCost: null },
      15,
      { planPrice: 80, overageCount: 5, overageAmount: 0, amount: 80 },
    ],
    [
      'a custom plan with a fractional cost',
      { name: 'Custom', price: 199.99, encounter: 500, overageCost: 0.333 },
      503,
      // 3 × 0.333 = 0.999, rounded once to the cent.
      { planPrice: 199.99, overageCount: 3, overageAmount: 1, amount: 200.99 },
    ],
    [
      'cents that floats would drift on',
      { name: 'Odd', price: 0.1, encounter: 0, overageCost: 0.2 },
      1,
      { amount: 0.3, amountCents: 30 },
    ],
  ] as const)('%s', (_label, plan, encounters, expected) => {
    expect(invoiceAmounts(plan, encounters)).toMatchObject(expected);
  });

  it('lists the plan, and the overage only when there is one', () => {
    expect(invoiceAmounts(standard, 90).lines).toEqual([
      {
        kind: 'plan',
        description: 'Standard plan (100 encounters included)',
        quantity: 1,
        unit_amount: 49,
        amount: 49,
      },
    ]);
    expect(invoiceAmounts(standard, 121).lines[1]).toEqual({
      kind: 'overage',
      description: 'Overage: 21 encounters × $0.50',
      quantity: 21,
      unit_amount: 0.5,
      amount: 10.5,
    });
  });

  it('refuses a count that is not a whole number of at least 0', () => {
    expect(() => invoiceAmounts(standard, -1)).toThrow(RangeError);
    expect(() => invoiceAmounts(standard, 1.5)).toThrow(RangeError);
  });

  it('numbers invoices like the demo data and reads month keys', () => {
    expect(invoiceNumber('2025-05', 7)).toBe('INV-202505-0007');
    expect(parseMonthKey('2025-05')).toEqual(new Date('2025-05-01T00:00:00Z'));
    for (const bad of ['2025-13', '2025-5', 'May', '2025-05-01', ''])
      expect(parseMonthKey(bad)).toBeUndefined();
  });
});
