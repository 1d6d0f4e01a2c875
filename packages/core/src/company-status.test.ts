import { describe, expect, it } from 'vitest';
import {
  companyStatusLabel,
  effectiveSubscriptionStatus,
  transactionStatusLabel,
} from './company-status.js';
import { SUBSCRIPTION_LABELS, type SubscriptionStatus } from './schemas/companies.js';
import { TRANSACTION_STATUSES, transactionStatusOf } from './schemas/finance.js';

const STORED = Object.keys(SUBSCRIPTION_LABELS) as SubscriptionStatus[];

describe('companyStatusLabel (decision 16)', () => {
  it.each([
    [1, 'trial', 'Active/Trial'],
    [1, 'paid', 'Active/Paid'],
    [1, 'pending', 'Active/Pending'],
    [1, 'suspended', 'Suspended'],
    // Never billed yet: a trial, as the Dashboard and Finance count it.
    [1, null, 'Active/Trial'],
    // Deactivated by staff (with a reason): Suspended whatever the subscription says.
    [0, 'trial', 'Suspended'],
    [0, 'paid', 'Suspended'],
    [0, 'pending', 'Suspended'],
    [0, 'suspended', 'Suspended'],
    [0, null, 'Suspended'],
  ] as const)('company status %s with subscription %s reads %s', (company, subscription, word) => {
    expect(companyStatusLabel(company, subscription)).toBe(word);
  });

  it('agrees with the stored status it reads', () => {
    for (const company of [0, 1] as const) {
      for (const subscription of [...STORED, null]) {
        const effective = effectiveSubscriptionStatus(company, subscription);
        expect(companyStatusLabel(company, subscription)).toBe(SUBSCRIPTION_LABELS[effective]);
      }
    }
  });
});

describe('transactionStatusLabel', () => {
  it('gives each Transaction History word back the standing it came from', () => {
    for (const status of STORED) {
      expect(transactionStatusLabel(transactionStatusOf(status))).toBe(SUBSCRIPTION_LABELS[status]);
    }
  });

  it('covers every Transaction History word with a distinct word of decision 16', () => {
    const labels = TRANSACTION_STATUSES.map(transactionStatusLabel);
    expect(new Set(labels)).toEqual(new Set(Object.values(SUBSCRIPTION_LABELS)));
  });
});
