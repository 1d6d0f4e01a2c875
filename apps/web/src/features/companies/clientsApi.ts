import type {
  Company,
  CompanyListResponse,
  CompanyPayload,
  customPlanCreateSchema,
  MessageResponse,
  Plan,
  PlanListResponse,
  salesContactsResponseSchema,
} from '@paperless/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';
import { toFormData } from './formData';

export const CLIENTS_PAGE_SIZE = 25;

const COMPANIES_KEY = ['companies'] as const;
const companyKey = (id: number) => ['company', id] as const;
// Under the plans screen's key, so a plan made here also refreshes Plan Management.
const ACTIVE_PLANS_KEY = ['plans', 'active'] as const;

export type SalesContact = z.infer<typeof salesContactsResponseSchema>['users'][number];
export interface CompanyAnswer {
  message: string;
  data: Company;
}
export type CompanyStatus = 0 | 1;
/** What the Create Custom Plan dialog sends, as the shared schema parses it. */
export type CustomPlanBody = z.output<typeof customPlanCreateSchema>;

/** One page of clients; the server searches, sorts by name and scopes a Sales Person. */
export function useCompanies(page: number, search: string) {
  return useQuery({
    queryKey: [...COMPANIES_KEY, { page, search }],
    queryFn: ({ signal }) =>
      api.get<CompanyListResponse>(
        '/company',
        { page, per_page: CLIENTS_PAGE_SIZE, search },
        signal,
      ),
    // The current rows stay while the next page or search loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

/** One client for the detail page. */
export function useCompany(id: number) {
  return useQuery({
    queryKey: companyKey(id),
    queryFn: ({ signal }) => api.get<{ data: Company }>(`/company/view/${id}`, undefined, signal),
    select: (answer) => answer.data,
  });
}

/** One client to prefill Edit Client; never from the cache, so a reopened form is current. */
export function useCompanyForEdit(id: number) {
  return useQuery({
    queryKey: ['company', 'edit', id],
    queryFn: ({ signal }) => api.get<{ data: Company }>(`/company/edit/${id}`, undefined, signal),
    select: (answer) => answer.data,
    gcTime: 0,
  });
}

/** Active standard and custom plans, the choices of the client form. */
export function useActivePlans() {
  return useQuery({
    queryKey: ACTIVE_PLANS_KEY,
    queryFn: ({ signal }) => api.get<PlanListResponse>('/plan', { active: 1 }, signal),
  });
}

/** The Sales Persons a client can be assigned to; a Sales Person never asks (enabled false). */
export function useSalesContacts(enabled: boolean) {
  return useQuery({
    queryKey: ['company', 'sales-contacts'],
    queryFn: ({ signal }) =>
      api.get<{ users: SalesContact[] }>('/company/sales-contacts', undefined, signal),
    select: (answer) => answer.users,
    enabled,
  });
}

// Each change resolves once the lists have reloaded, so a closing dialog uncovers the new state.
function useRefreshCompanies() {
  const queryClient = useQueryClient();
  return (id?: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: COMPANIES_KEY }),
      id === undefined ? null : queryClient.invalidateQueries({ queryKey: companyKey(id) }),
    ]);
}

export function useCreateCompany() {
  const refresh = useRefreshCompanies();
  return useMutation({
    // A logo travels as multipart with every field beside it; without one, plain JSON.
    mutationFn: ({ payload, logo }: { payload: CompanyPayload; logo: File | null }) =>
      logo
        ? api.post<CompanyAnswer>(
            '/company/store',
            toFormData(payload, { name: 'logo', file: logo }),
          )
        : api.post<CompanyAnswer>('/company/store', payload),
    onSuccess: () => refresh(),
  });
}

export function useUpdateCompany(id: number) {
  const refresh = useRefreshCompanies();
  return useMutation({
    mutationFn: (payload: CompanyPayload) =>
      api.post<CompanyAnswer>(`/company/update/${id}`, payload),
    onSuccess: () => refresh(id),
  });
}

export function useSetCompanyStatus() {
  const refresh = useRefreshCompanies();
  return useMutation({
    mutationFn: ({ id, status, reason }: { id: number; status: CompanyStatus; reason?: string }) =>
      api.post<CompanyAnswer>(`/company/status-update/${id}`, { status, reason }),
    onSuccess: (_answer, { id }) => refresh(id),
  });
}

export function useDeleteCompany() {
  const refresh = useRefreshCompanies();
  return useMutation({
    mutationFn: (id: number) => api.get<MessageResponse>(`/company/delete/${id}`),
    onSuccess: () => refresh(),
  });
}

export function useCreateCustomPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomPlanBody) =>
      api.post<{ message: string; data: Plan }>('/plan/custom', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['plans'] }),
  });
}
