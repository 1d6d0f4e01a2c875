import type { ClinicDashboardResponse } from '@paperless/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** This month's figures of the signed-in user's clinic. */
export function useClinicDashboard() {
  return useQuery({
    queryKey: ['client-dashboard'],
    queryFn: ({ signal }) =>
      api.get<ClinicDashboardResponse>('/client-dashboard', undefined, signal),
    select: (answer) => answer.data,
  });
}
