import type {
  BucketCreateInput,
  BucketListResponse,
  BucketMutationResponse,
  BucketResponse,
  MessageResponse,
} from '@paperless/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../lib/api';

export const BUCKETS_PAGE_SIZE = 10;
export const BUCKETS_KEY = ['buckets'] as const;
/** The checklist offers up to this many of the company's forms (the forms list's page limit). */
const FORMS_FOR_CHECKLIST = 200;

/** One of the company's forms as the checklist needs it (GET /api/forms answers more). */
export interface FormOption {
  id: number;
  title: string;
}

/**
 * The company acted on: a clinic user's own (the server knows it, so nothing is sent) or the
 * client a provider opened (company_id).
 */
const scope = (companyId: number | undefined) =>
  companyId === undefined ? {} : { company_id: companyId };

/** One page of buckets; the server searches and pages. */
export function useBuckets(companyId: number | undefined, page: number, search: string) {
  return useQuery({
    queryKey: [...BUCKETS_KEY, 'list', { companyId, page, search }],
    queryFn: ({ signal }) =>
      api.get<BucketListResponse>(
        '/buckets',
        { ...scope(companyId), page, per_page: BUCKETS_PAGE_SIZE, search },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** One bucket to prefill the editor; never from the cache, so the form starts current. */
export function useBucket(companyId: number | undefined, id: number) {
  return useQuery({
    queryKey: [...BUCKETS_KEY, 'one', { companyId, id }],
    queryFn: ({ signal }) => api.get<BucketResponse>(`/buckets/${id}`, scope(companyId), signal),
    select: (answer) => answer.data,
    gcTime: 0,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** The company's forms for the checklist (the forms feature's list). */
export function useFormOptions(companyId: number | undefined) {
  return useQuery({
    // Under 'forms', so the forms feature's changes refresh the checklist too.
    queryKey: ['forms', 'bucket-checklist', { companyId }],
    queryFn: ({ signal }) =>
      api.get<{ data: FormOption[] }>(
        '/forms',
        { ...scope(companyId), per_page: FORMS_FOR_CHECKLIST },
        signal,
      ),
    select: (answer) => answer.data,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: BUCKETS_KEY });
}

export function useCreateBucket(companyId: number | undefined) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BucketCreateInput) =>
      api.post<BucketMutationResponse>('/buckets', { ...body, ...scope(companyId) }),
    onSuccess: refresh,
  });
}

export function useUpdateBucket(companyId: number | undefined, id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BucketCreateInput) =>
      api.put<BucketMutationResponse>(`/buckets/${id}`, { id, ...body, ...scope(companyId) }),
    onSuccess: refresh,
  });
}

export function useDeleteBucket(companyId: number | undefined) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<MessageResponse>(`/buckets/${id}`, {
        method: 'DELETE',
        query: scope(companyId),
      }),
    onSuccess: refresh,
  });
}
