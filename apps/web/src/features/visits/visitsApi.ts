import type { VisitsResponse } from '@paperless/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { VISITS_KEY } from '../activity';

export const VISIT_DAYS = 7;

/**
 * The visits of VISIT_DAYS days from `from` (YYYY-MM-DD in the clinic's zone); without one the
 * server starts at the clinic's today, which only it knows for certain.
 */
export function useVisits(companyId: number | undefined, from: string | undefined) {
  const query = { company_id: companyId, from, days: VISIT_DAYS };
  return useQuery({
    queryKey: [...VISITS_KEY, query],
    queryFn: ({ signal }) => api.get<VisitsResponse>('/visits', query, signal),
    placeholderData: keepPreviousData,
  });
}
