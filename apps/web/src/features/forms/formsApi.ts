import type {
  FormDetail,
  FormListResponse,
  FormMutationResponse,
  FormPayload,
  MessageResponse,
  TemplateCustomizePayloadInput,
} from '@paperless/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const FORMS_PAGE_SIZE = 25;

// Under one root so a change refreshes every list of forms (the buckets' checklist too).
const FORMS_KEY = ['forms'] as const;

/** company_id as a query value: provider staff name the company, clinic users leave it out. */
const companyQuery = (companyId: number | undefined) =>
  companyId === undefined ? {} : { company_id: companyId };

/** One page of the company's forms; the server searches and pages. */
export function useForms(companyId: number | undefined, page: number, search: string) {
  return useQuery({
    queryKey: [...FORMS_KEY, 'list', { companyId, page, search }],
    queryFn: ({ signal }) =>
      api.get<FormListResponse>(
        '/forms',
        {
          ...companyQuery(companyId),
          page,
          per_page: FORMS_PAGE_SIZE,
          search: search || undefined,
        },
        signal,
      ),
    // The current rows stay while the next page or search loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

/** One form with its fields (view, edit); never from a stale cache, so the builder is current. */
export function useFormDetail(id: number, companyId: number | undefined) {
  return useQuery({
    queryKey: [...FORMS_KEY, 'detail', id, companyId],
    queryFn: ({ signal }) =>
      api.get<{ data: FormDetail }>(`/forms/${id}`, companyQuery(companyId), signal),
    select: (answer) => answer.data,
    gcTime: 0,
  });
}

function useRefreshForms() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: FORMS_KEY });
}

export function useSaveForm(id: number | undefined) {
  const refresh = useRefreshForms();
  return useMutation({
    mutationFn: (body: FormPayload) =>
      id === undefined
        ? api.post<FormMutationResponse>('/forms', body)
        : api.put<FormMutationResponse>(`/forms/${id}`, body),
    onSuccess: refresh,
  });
}

/** Saves a clinic's version of a template: a new form beside `id`, or the next version of `id`. */
export function useSaveCustomization(id: number, mode: 'new' | 'edit') {
  const refresh = useRefreshForms();
  return useMutation({
    mutationFn: (body: TemplateCustomizePayloadInput) =>
      mode === 'new'
        ? api.post<FormMutationResponse>(`/forms/${id}/customize`, body)
        : api.put<FormMutationResponse>(`/forms/${id}/customization`, body),
    onSuccess: refresh,
  });
}

export function useDeleteForm(companyId: number | undefined) {
  const refresh = useRefreshForms();
  return useMutation({
    mutationFn: (id: number) =>
      api.delete<MessageResponse>(
        companyId === undefined ? `/forms/${id}` : `/forms/${id}?company_id=${companyId}`,
      ),
    onSuccess: refresh,
  });
}
