import type {
  CompanyRolesResponse,
  CompanyUser,
  CompanyUserCreate,
  CompanyUserListResponse,
  CompanyUserMutationResponse,
  CompanyUserUpdate,
  MessageResponse,
} from '@paperless/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const COMPANY_USERS_PAGE_SIZE = 10;
export const COMPANY_USERS_KEY = ['company-users'] as const;

/** One page of the company's users; the server searches and pages. */
export function useCompanyUsers(page: number, search: string) {
  return useQuery({
    queryKey: [...COMPANY_USERS_KEY, 'list', { page, search }],
    queryFn: ({ signal }) =>
      api.get<CompanyUserListResponse>(
        '/company-users',
        { page, per_page: COMPANY_USERS_PAGE_SIZE, search: search || undefined },
        signal,
      ),
    // Keep the current rows on screen while the next page loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

/** One user for the View and Edit dialogs; never from the cache, so a reopened form is current. */
export function useCompanyUser(id: number) {
  return useQuery({
    queryKey: [...COMPANY_USERS_KEY, 'one', id],
    queryFn: ({ signal }) =>
      api.get<{ data: CompanyUser }>(`/company-users/${id}`, undefined, signal),
    select: (answer) => answer.data,
    gcTime: 0,
  });
}

/** The roles the Add and Edit forms offer (clinic roles other than the owner's). */
export function useCompanyRoles() {
  return useQuery({
    queryKey: [...COMPANY_USERS_KEY, 'roles'],
    queryFn: ({ signal }) =>
      api.get<CompanyRolesResponse>('/company-users/roles', undefined, signal),
    select: (answer) => answer.data,
    staleTime: 60_000,
  });
}

// Each change resolves once the list has reloaded, so a closing dialog uncovers the new state.
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: COMPANY_USERS_KEY });
}

export function useCreateCompanyUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CompanyUserCreate) =>
      api.post<CompanyUserMutationResponse>('/company-users', body),
    onSuccess: refresh,
  });
}

export function useUpdateCompanyUser(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CompanyUserUpdate) =>
      api.post<CompanyUserMutationResponse>(`/company-users/${id}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteCompanyUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`/company-users/${id}`),
    onSuccess: refresh,
  });
}

/**
 * Hands the company to another user. The caller stops being a Client Admin, so the signed-in
 * session's permissions are fetched again (GET /api/me) along with the list.
 */
export function useTransferOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<CompanyUserMutationResponse>(`/admin/transfer/${id}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: COMPANY_USERS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['session', 'me'] }),
      ]),
  });
}

export function fullName(user: Pick<CompanyUser, 'first_name' | 'last_name'>): string {
  return `${user.first_name} ${user.last_name}`.trim();
}
