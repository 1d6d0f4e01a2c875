import type { OutboxListResponse } from '@paperless/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const OUTBOX_PAGE_SIZE = 25;

/** One page of the outbox; the server searches and pages, the browser only shows. */
export function useOutboxPage(page: number, search: string) {
  return useQuery({
    queryKey: ['outbox', { page, search }],
    queryFn: ({ signal }) =>
      api.get<OutboxListResponse>('/outbox', { page, per_page: OUTBOX_PAGE_SIZE, search }, signal),
    // Keep the current rows on screen while the next page loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}
