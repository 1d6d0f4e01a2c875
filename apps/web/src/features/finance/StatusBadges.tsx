import { Badge } from '@mantine/core';
import type { SubscriptionLabel, TransactionStatus } from '@paperless/core';

/**
 * Transaction History (spec): Active green, Pending yellow, Suspended red. Trial is blue, not
 * red: decision 16 makes a trial an active status, and red would read as a problem.
 */
export function transactionBadgeColor(status: TransactionStatus): string {
  switch (status) {
    case 'Active':
      return 'green';
    case 'Pending':
      return 'yellow';
    case 'Trial':
      return 'blue';
    default:
      return 'red';
  }
}

export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  return (
    <Badge color={transactionBadgeColor(status)} variant="light">
      {status}
    </Badge>
  );
}

/** The dashboard's status (spec): red for Suspended, green for every active status. */
export function SubscriptionLabelBadge({ label }: { label: SubscriptionLabel }) {
  return (
    <Badge color={label === 'Suspended' ? 'red' : 'green'} variant="light" tt="none">
      {label}
    </Badge>
  );
}

const INVOICE_COLORS = { paid: 'green', pending: 'yellow', failed: 'red', void: 'gray' };
const INVOICE_WORDS = { paid: 'Paid', pending: 'Pending', failed: 'Failed', void: 'Void' };

export function InvoiceStatusBadge({ status }: { status: keyof typeof INVOICE_COLORS }) {
  return (
    <Badge color={INVOICE_COLORS[status]} variant="light">
      {INVOICE_WORDS[status]}
    </Badge>
  );
}

export const invoiceStatusWord = (status: keyof typeof INVOICE_WORDS) => INVOICE_WORDS[status];
