import type { Invoice } from '@paperless/core';
import { amountOf, usDate } from './format';
import { invoiceStatusWord } from './StatusBadges';

/**
 * The Finance Details search, like the Transaction History's: containment on the invoice
 * number, plan, status word and the dates as shown (and as stored); an exact match on the
 * encounters and the amounts.
 */
export function matchesInvoiceSearch(invoice: Invoice, search: string): boolean {
  const term = search.trim().toLowerCase();
  if (!term) return true;
  const texts = [
    invoice.number,
    invoice.plan_name,
    invoiceStatusWord(invoice.status),
    invoice.period_start,
    invoice.period_end,
    usDate(invoice.period_start),
    usDate(invoice.period_end),
    invoice.paid_at ?? '',
    invoice.paid_at ? usDate(invoice.paid_at) : '',
  ];
  if (texts.some((text) => text.toLowerCase().includes(term))) return true;
  const number = amountOf(term);
  return (
    number !== null &&
    [invoice.encounters, invoice.amount, invoice.plan_price, invoice.overage_amount].includes(
      number,
    )
  );
}
