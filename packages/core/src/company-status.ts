import {
  SUBSCRIPTION_LABELS,
  type SubscriptionLabel,
  type SubscriptionStatus,
} from './schemas/companies.js';
import type { TransactionStatus } from './schemas/finance.js';

/**
 * Decision 16: a company has one standing, whichever screen shows it. A client staff
 * deactivated is Suspended whatever its subscription says; a live company without a
 * subscription has never been billed and counts as a trial. The API's `effectiveStatus`
 * (apps/api finance/queries.ts) is this rule in SQL, so the Dashboard, Finance, Clients and
 * the company page agree.
 */
export function effectiveSubscriptionStatus(
  companyStatus: 0 | 1,
  subscriptionStatus: SubscriptionStatus | null,
): SubscriptionStatus {
  if (companyStatus !== 1) return 'suspended';
  return subscriptionStatus ?? 'trial';
}

/** Decision 16's word for a company: Active/Trial, Active/Paid, Active/Pending or Suspended. */
export function companyStatusLabel(
  companyStatus: 0 | 1,
  subscriptionStatus: SubscriptionStatus | null,
): SubscriptionLabel {
  return SUBSCRIPTION_LABELS[effectiveSubscriptionStatus(companyStatus, subscriptionStatus)];
}

// Transaction History's status is the company's standing under a shorter word (the API
// contract, `transactionStatusOf`); each word stands for exactly one standing.
const LABEL_OF_TRANSACTION_STATUS: Record<TransactionStatus, SubscriptionLabel> = {
  Active: SUBSCRIPTION_LABELS.paid,
  Pending: SUBSCRIPTION_LABELS.pending,
  Trial: SUBSCRIPTION_LABELS.trial,
  Suspended: SUBSCRIPTION_LABELS.suspended,
};

/** Decision 16's word for a Transaction History row, as every other screen shows it. */
export function transactionStatusLabel(status: TransactionStatus): SubscriptionLabel {
  return LABEL_OF_TRANSACTION_STATUS[status];
}
