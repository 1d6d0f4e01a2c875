import type { Invoice } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { matchesInvoiceSearch } from './invoiceSearch';

const invoice: Invoice = {
  id: 3,
  number: 'INV-202505-0001',
  plan_name: 'Basic Plan',
  period_start: '2025-05-01',
  period_end: '2025-05-31',
  encounters: 112,
  plan_price: 29,
  overage_amount: 6,
  amount: 35,
  status: 'paid',
  due_at: '2025-06-08',
  paid_at: '2025-06-02',
};

describe('matchesInvoiceSearch', () => {
  it('finds number, plan and status words, whatever the case', () => {
    expect(matchesInvoiceSearch(invoice, 'inv-2025')).toBe(true);
    expect(matchesInvoiceSearch(invoice, 'BASIC')).toBe(true);
    expect(matchesInvoiceSearch(invoice, 'paid')).toBe(true);
    expect(matchesInvoiceSearch(invoice, 'pending')).toBe(false);
  });

  it('finds dates as shown and as stored', () => {
    expect(matchesInvoiceSearch(invoice, '05/31/2025')).toBe(true);
    expect(matchesInvoiceSearch(invoice, '06/02')).toBe(true);
    expect(matchesInvoiceSearch(invoice, '2025-06-02')).toBe(true);
    expect(matchesInvoiceSearch(invoice, '07/01')).toBe(false);
  });

  it('matches amounts and encounters exactly', () => {
    expect(matchesInvoiceSearch(invoice, '$35.00')).toBe(true);
    expect(matchesInvoiceSearch(invoice, '112')).toBe(true);
    expect(matchesInvoiceSearch(invoice, '11')).toBe(false);
    expect(matchesInvoiceSearch(invoice, '29')).toBe(true);
  });
});
