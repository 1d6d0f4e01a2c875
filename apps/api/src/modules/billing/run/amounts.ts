/**
 * The arithmetic of a monthly invoice (decision 16), pure: plan price + max(0, encounters −
 * plan encounters) × overage cost. Money is worked in whole cents so that sums never drift;
 * the overage is rounded once, half up, to the cent.
 */

export interface BillablePlan {
  name: string;
  /** Monthly price in dollars. */
  price: number;
  /** Encounters included each month. */
  encounter: number;
  /** Dollars per encounter over the allowance; null (a custom plan without one) counts as 0. */
  overageCost: number | null;
}

export interface InvoiceLine {
  kind: 'plan' | 'overage';
  description: string;
  quantity: number;
  /** Dollars, as the invoice tables keep them. */
  unit_amount: number;
  amount: number;
}

export interface InvoiceAmounts {
  planPrice: number;
  overageCount: number;
  overageAmount: number;
  amount: number;
  /** The total in cents, as a payment provider takes it. */
  amountCents: number;
  lines: InvoiceLine[];
}

const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (value: number) => value / 100;

function usd(value: number): string {
  return `$${value.toFixed(2)}`;
}

export function invoiceAmounts(plan: BillablePlan, encounters: number): InvoiceAmounts {
  if (!Number.isInteger(encounters) || encounters < 0)
    throw new RangeError('encounters must be a whole number of at least 0');
  const planCents = cents(plan.price);
  const overageCount = Math.max(0, encounters - plan.encounter);
  const unit = plan.overageCost ?? 0;
  // The cost may have fractions of a cent (numeric column): round the product, not the unit.
  const overageCents = Math.round(overageCount * unit * 100);
  const lines: InvoiceLine[] = [
    {
      kind: 'plan',
      description: `${plan.name} plan (${plan.encounter} encounters included)`,
      quantity: 1,
      unit_amount: dollars(planCents),
      amount: dollars(planCents),
    },
  ];
  if (overageCount > 0)
    lines.push({
      kind: 'overage',
      description: `Overage: ${overageCount} encounters × ${usd(unit)}`,
      quantity: overageCount,
      unit_amount: unit,
      amount: dollars(overageCents),
    });
  return {
    planPrice: dollars(planCents),
    overageCount,
    overageAmount: dollars(overageCents),
    amount: dollars(planCents + overageCents),
    amountCents: planCents + overageCents,
    lines,
  };
}

/** Invoice numbers as the demo data and the signup number them: INV-YYYYMM-<company, 4 digits>. */
export function invoiceNumber(monthKey: string, companyId: number): string {
  return `INV-${monthKey.replace('-', '')}-${String(companyId).padStart(4, '0')}`;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM' to the first instant of that month (UTC), or undefined when malformed. */
export function parseMonthKey(key: string): Date | undefined {
  const match = MONTH.exec(key);
  if (!match) return undefined;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}
