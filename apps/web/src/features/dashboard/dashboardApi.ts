import type { DashboardResponse, SubscriptionFilter } from '@paperless/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The path of a filter: the label travels URL-encoded ('Active/Trial' → 'Active%2FTrial'). */
export function dashboardPath(filter: SubscriptionFilter): string {
  return filter === 'All' ? '/dashboard' : `/dashboard/${encodeURIComponent(filter)}`;
}

export function useDashboard(filter: SubscriptionFilter) {
  return useQuery({
    queryKey: ['dashboard', filter],
    queryFn: ({ signal }) => api.get<DashboardResponse>(dashboardPath(filter), undefined, signal),
    // Counters and chart stay on screen while another filter loads.
    placeholderData: keepPreviousData,
  });
}
