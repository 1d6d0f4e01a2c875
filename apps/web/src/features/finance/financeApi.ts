import type {
  CompanySubscriptionResponse,
  InvoiceListResponse,
  TransactionListResponse,
} from '@paperless/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const TRANSACTIONS_PAGE_SIZE = 25;

/** One page of the Transaction History; the server searches, pages and scopes. */
export function useTransactions(page: number, search: string) {
  return useQuery({
    queryKey: ['transactions', { page, search }],
    queryFn: ({ signal }) =>
      api.get<TransactionListResponse>(
        '/transactions/all',
        { page, per_page: TRANSACTIONS_PAGE_SIZE, search },
        signal,
      ),
    // The current rows stay while the next page or search loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useCompanyInvoices(companyId: number) {
  return useQuery({
    queryKey: ['company-invoices', companyId],
    queryFn: ({ signal }) =>
      api.get<InvoiceListResponse>(`/company/invoice/${companyId}`, undefined, signal),
    select: (answer) => answer.data,
  });
}

export function useCompanySubscription(companyId: number) {
  return useQuery({
    queryKey: ['company-subscription', companyId],
    queryFn: ({ signal }) =>
      api.get<CompanySubscriptionResponse>(
        `/company/subscription/index/${companyId}`,
        undefined,
        signal,
      ),
    select: (answer) => answer.data,
  });
}
