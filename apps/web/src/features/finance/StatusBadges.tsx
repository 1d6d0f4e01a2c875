import { WordBadge } from '../../ui/StatusBadge';

const INVOICE_COLORS = { paid: 'green', pending: 'yellow', failed: 'red', void: 'gray' };
const INVOICE_WORDS = { paid: 'Paid', pending: 'Pending', failed: 'Failed', void: 'Void' };

/** An invoice's own state (not the company's standing, which is `StatusBadge`). */
export function InvoiceStatusBadge({ status }: { status: keyof typeof INVOICE_COLORS }) {
  return <WordBadge color={INVOICE_COLORS[status]}>{INVOICE_WORDS[status]}</WordBadge>;
}

export const invoiceStatusWord = (status: keyof typeof INVOICE_WORDS) => INVOICE_WORDS[status];
