import type { ClinicDashboardResponse } from '@paperless/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** How often an open dashboard asks again: the front desk keeps it open through the day. */
export const DASHBOARD_REFRESH_MS = 60_000;

/** Today's and this month's figures of the signed-in user's clinic. */
export function useClinicDashboard() {
  return useQuery({
    queryKey: ['client-dashboard'],
    queryFn: ({ signal }) =>
      api.get<ClinicDashboardResponse>('/client-dashboard', undefined, signal),
    select: (answer) => answer.data,
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
}
