import type {
  FinanceTransaction,
  Invoice,
  SubscriptionLabel,
  SubscriptionStatus,
  TransactionStatus,
} from '@paperless/core';
import { within } from '@testing-library/react';
import { expect, vi } from 'vitest';

/**
 * One client in each of decision 16's standings, as each screen's call answers it: the company
 * flag and subscription (Clients, company page), the Transaction History word (Finance) and the
 * word every screen must show (the Dashboard's answer). Hill Country was deactivated by staff
 * while paid up; Maple has never been billed.
 */
export const standings: readonly {
  name: string;
  status: 0 | 1;
  subscription: SubscriptionStatus | null;
  transaction: TransactionStatus;
  word: SubscriptionLabel;
}[] = [
  {
    name: 'Sunrise Family Medicine',
    status: 1,
    subscription: 'paid',
    transaction: 'Active',
    word: 'Active/Paid',
  },
  {
    name: 'Lakeside Pediatrics',
    status: 1,
    subscription: 'pending',
    transaction: 'Pending',
    word: 'Active/Pending',
  },
  {
    name: 'Hill Country Orthopedics',
    status: 0,
    subscription: 'paid',
    transaction: 'Suspended',
    word: 'Suspended',
  },
  {
    name: 'Maple Clinic',
    status: 1,
    subscription: null,
    transaction: 'Trial',
    word: 'Active/Trial',
  },
];

/**
 * The status badge in `container` shows `word` whole: as written (not upper-cased) and without
 * Mantine's ellipsis, which its label gets from a style sheet the tests do not load.
 */
export function expectWholeBadge(container: HTMLElement, word: string) {
  const label = within(container).getByText(word, { selector: '.mantine-Badge-label' });
  const root = label.closest<HTMLElement>('.mantine-Badge-root')!;
  expect(root.textContent).toBe(word);
  expect(root.style.textTransform).toBe('none');
  expect(root.style.overflow).toBe('visible');
  expect(label.style.overflow).toBe('visible');
  expect(label.style.textOverflow).toBe('clip');
}

/** What the server would answer for the finance screens' tests. */
export const sunriseTransaction: FinanceTransaction = {
  id: 1,
  company: { id: 1, name: 'Sunrise Family Medicine' },
  subscription: { plan: { name: 'Professional Plan', on_demand: false } },
  planType: 'Standard Plan',
  nextPaymentDate: '2025-07-01',
  lastPaymentDate: '2025-06-02',
  lastMonthEncounters: 87,
  lastMonthPayAmount: 79,
  status: 'Active',
  invoiceId: 9,
};

export const transactionRows: FinanceTransaction[] = [
  sunriseTransaction,
  {
    ...sunriseTransaction,
    id: 2,
    company: { id: 2, name: 'Lakeside Pediatrics' },
    status: 'Pending',
    invoiceId: 10,
  },
  {
    ...sunriseTransaction,
    id: 3,
    company: { id: 3, name: 'Hill Country Orthopedics' },
    subscription: { plan: { name: 'Hill Country Orthopedics', on_demand: true } },
    planType: 'Custom Plan',
    status: 'Suspended',
    invoiceId: 11,
  },
  {
    ...sunriseTransaction,
    id: 4,
    company: { id: 4, name: 'Maple Clinic' },
    status: 'Trial',
    nextPaymentDate: null,
    lastPaymentDate: null,
    lastMonthEncounters: 0,
    lastMonthPayAmount: 0,
    invoiceId: null,
  },
];

export const mayInvoice: Invoice = {
  id: 9,
  number: 'INV-202505-0001',
  plan_name: 'Professional Plan',
  period_start: '2025-05-01',
  period_end: '2025-05-31',
  encounters: 87,
  plan_price: 79,
  overage_amount: 0,
  amount: 79,
  status: 'paid',
  due_at: '2025-06-08',
  paid_at: '2025-06-02',
};

export function pdfResponse(fileName: string): Response {
  return new Response(new Blob(['%PDF-1.7 test']), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
}

/**
 * Catches what the browser would save: jsdom has neither object URLs nor downloads, so the
 * link's click is recorded instead of followed.
 */
export function captureDownloads() {
  const saved: { name: string; href: string }[] = [];
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:invoice');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, href: this.href });
  });
  return { saved, createObjectURL };
}
