import type {
  AssignableRolesResponse,
  MessageResponse,
  RoleChange,
  StaffUser,
  StaffUserListResponse,
  StaffUserMutationResponse,
  StaffUserPayload,
} from '@paperless/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { ROLES_KEY } from './rolesApi';

export const STAFF_USERS_PAGE_SIZE = 10;
export const STAFF_USERS_KEY = ['staff-users'] as const;

/** One page of staff users; the server searches and pages (POST, as the spec's call is). */
export function useStaffUsers(page: number, search: string) {
  return useQuery({
    queryKey: [...STAFF_USERS_KEY, 'list', { page, search }],
    queryFn: () =>
      api.post<StaffUserListResponse>('/all-users', {
        page,
        per_page: STAFF_USERS_PAGE_SIZE,
        ...(search && { search }),
      }),
    // Keep the current rows on screen while the next page loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

/** One user for the View and Edit dialogs; never from the cache, so a reopened form is current. */
export function useStaffUser(id: number) {
  return useQuery({
    queryKey: [...STAFF_USERS_KEY, 'one', id],
    queryFn: ({ signal }) => api.get<{ data: StaffUser }>(`/edit-user/${id}`, undefined, signal),
    select: (answer) => answer.data,
    gcTime: 0,
  });
}

/** The roles the User form offers (Product Admin and Sales Person). */
export function useAssignableRoles() {
  return useQuery({
    queryKey: [...STAFF_USERS_KEY, 'assignable-roles'],
    queryFn: () => api.post<AssignableRolesResponse>('/roles'),
    select: (answer) => answer.roles,
    staleTime: 60_000,
  });
}

// Each change resolves once the lists have reloaded, so a closing dialog uncovers the new state.
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: STAFF_USERS_KEY }),
      // Roles count their users.
      queryClient.invalidateQueries({ queryKey: ROLES_KEY }),
    ]);
}

export function useCreateStaffUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: StaffUserPayload) => api.post<StaffUserMutationResponse>('/add-user', body),
    onSuccess: refresh,
  });
}

export function useUpdateStaffUser(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: StaffUserPayload) =>
      api.post<StaffUserMutationResponse>(`/update-user/${id}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteStaffUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`/delete-user/${id}`),
    onSuccess: refresh,
  });
}

export function useChangeRole() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: RoleChange) =>
      api.post<StaffUserMutationResponse>('/company/employee/role-change', body),
    onSuccess: refresh,
  });
}

export function fullName(user: Pick<StaffUser, 'first_name' | 'last_name'>): string {
  return `${user.first_name} ${user.last_name}`.trim();
}
