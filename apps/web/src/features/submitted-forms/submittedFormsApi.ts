import type { MessageResponse, SubmittedFormsResponse, SubmittedFormsSort } from '@paperless/core';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { api, apiRequest } from '../../lib/api';

export const SUBMITTED_FORMS_KEY = ['submitted-forms'] as const;

export const SUBMITTED_FORMS_PAGE_SIZE = 10;
/** How often a page with a PDF still being made asks again, so it turns ready by itself. */
export const PENDING_REFRESH_MS = 5_000;

export interface SubmittedFormsParams {
  /** Without it the server answers for the signed-in clinic user's own company. */
  companyId: number | undefined;
  page: number;
  search: string;
  sort: SubmittedFormsSort;
}

/** One page of a company's patients with their files; the server searches, sorts and pages. */
export function useSubmittedForms({ companyId, page, search, sort }: SubmittedFormsParams) {
  return useQuery({
    queryKey: [...SUBMITTED_FORMS_KEY, companyId ?? 'own', { page, search, sort }],
    queryFn: ({ signal }) =>
      api.get<SubmittedFormsResponse>(
        '/submitted-forms',
        { company_id: companyId, page, per_page: SUBMITTED_FORMS_PAGE_SIZE, search, sort },
        signal,
      ),
    // The current rows stay while the next page or search loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
    // PDFs are made in the background, within seconds: a page showing one still being made
    // asks again until none is, and stops then.
    refetchInterval: (query) =>
      query.state.data?.data.patients.some((p) => p.files.some((f) => f.status === 'pending'))
        ? PENDING_REFRESH_MS
        : false,
  });
}

/**
 * "Try again" on a PDF that could not be created (issue 39): the server puts it back in the
 * queue, and the lists that show it (Submitted Forms, and `refresh`: Activity's) are asked again
 * before the button lets go, so the row turns to "Preparing PDF…" and then follows it to ready.
 */
export function useRetryPdf(companyId: number | undefined, refresh: readonly QueryKey[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submissionId: number) =>
      apiRequest<MessageResponse>(`/submissions/${submissionId}/pdf/retry`, {
        method: 'POST',
        query: { company_id: companyId },
      }),
    onSuccess: () =>
      Promise.all(
        [SUBMITTED_FORMS_KEY, ...refresh].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
