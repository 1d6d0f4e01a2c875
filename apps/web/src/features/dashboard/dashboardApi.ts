import type {
  DashboardResponse,
  DashboardTransactionListResponse,
  SetupChecklist,
  SubscriptionFilter,
} from '@paperless/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const TRANSACTIONS_PAGE_SIZE = 25;

/** Counters and chart: the same for every filter and search of the table. */
export function useDashboard() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => api.get<DashboardResponse>('/dashboard', undefined, signal),
  });
}

/** One page of the Transaction History; the server filters, searches and pages it. */
export function useDashboardTransactions(filter: SubscriptionFilter, search: string, page: number) {
  return useQuery({
    queryKey: ['dashboard', 'transactions', { filter, search, page }],
    queryFn: ({ signal }) =>
      api.get<DashboardTransactionListResponse>(
        '/dashboard/transactions',
        { page, per_page: TRANSACTIONS_PAGE_SIZE, filter, search },
        signal,
      ),
    // The current rows stay while another filter, search or page loads (no flashing).
    placeholderData: keepPreviousData,
  });
}

/** The first-run checklist; it ticks itself from server data (issue 20). */
export function useSetupChecklist() {
  return useQuery({
    queryKey: ['dashboard', 'setup'],
    queryFn: ({ signal }) => api.get<SetupChecklist>('/dashboard/setup', undefined, signal),
  });
}
