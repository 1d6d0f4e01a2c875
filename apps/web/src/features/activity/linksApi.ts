import type {
  LinkExtend,
  linkExtendResponseSchema,
  LinkState,
  MessageResponse,
  SentLinkListResponse,
} from '@paperless/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, apiRequest } from '../../lib/api';

export const LINKS_PAGE_SIZE = 25;
/** How often a page with a PDF being made asks again (after a Try again), until none is. */
export const PDF_PENDING_REFRESH_MS = 5_000;
export const LINKS_KEY = ['sent-links'] as const;
/** The Visits view shows each link's state, so every change to a link refreshes it too. */
export const VISITS_KEY = ['visits'] as const;

/** What narrows the list: the company (provider staff), one form or bucket, search and state. */
export interface LinkListScope {
  companyId?: number | undefined;
  formId?: number | undefined;
  bucketId?: number | undefined;
}

export interface LinkListFilters {
  q: string;
  state: LinkState | null;
}

/** One page of sent links, newest first; the server searches, filters and pages. */
export function useLinks(scope: LinkListScope, filters: LinkListFilters, page: number) {
  const query = {
    company_id: scope.companyId,
    form_id: scope.formId,
    bucket_id: scope.bucketId,
    q: filters.q || undefined,
    state: filters.state ?? undefined,
    page,
    per_page: LINKS_PAGE_SIZE,
  };
  return useQuery({
    queryKey: [...LINKS_KEY, query],
    queryFn: ({ signal }) => api.get<SentLinkListResponse>('/links', query, signal),
    placeholderData: keepPreviousData,
    // A PDF made again (Try again, issue 39) turns ready by itself, as in Submitted Forms.
    refetchInterval: (q) =>
      q.state.data?.data.some((link) => link.files.some((f) => f.status === 'pending'))
        ? PDF_PENDING_REFRESH_MS
        : false,
  });
}

/** A POST on one link (resend, cancel, extend), scoped to the company staff act on. */
function useLinkAction<Body extends object, Answer>(
  companyId: number | undefined,
  action: 'resend' | 'cancel' | 'extend',
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ linkId, ...body }: { linkId: number } & Body) =>
      apiRequest<Answer>(`/links/${linkId}/${action}`, {
        method: 'POST',
        body,
        query: { company_id: companyId },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LINKS_KEY }),
        queryClient.invalidateQueries({ queryKey: VISITS_KEY }),
      ]),
  });
}

/** Sends the link again with a fresh token: the one sent before stops working. */
export function useResendLink(companyId: number | undefined) {
  return useLinkAction<object, MessageResponse>(companyId, 'resend');
}

/** Stops the link at once; the patient is told the practice cancelled it. */
export function useCancelLink(companyId: number | undefined) {
  return useLinkAction<object, MessageResponse>(companyId, 'cancel');
}

/** The link works `days` longer than now or its expiry, whichever is later. */
export function useExtendLink(companyId: number | undefined) {
  return useLinkAction<LinkExtend, z.infer<typeof linkExtendResponseSchema>>(companyId, 'extend');
}
