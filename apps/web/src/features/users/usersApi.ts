import type { RoleChange, StaffUserMutationResponse } from '@paperless/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { COMPANY_SCOPE, STAFF_SCOPE, type UserPayload, type UsersScope } from './usersScope';

/** One page of the scope's users; the server searches and pages. */
export function useUsers(scope: UsersScope, page: number, search: string) {
  return useQuery({
    queryKey: [...scope.key, 'list', { page, search }],
    queryFn: ({ signal }) => scope.list(page, search, signal),
    // Keep the current rows on screen while the next page loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

/** One user for the View and Edit dialogs; never from the cache, so a reopened form is current. */
export function useUser(scope: UsersScope, id: number) {
  return useQuery({
    queryKey: [...scope.key, 'one', id],
    queryFn: ({ signal }) => scope.one(id, signal),
    gcTime: 0,
  });
}

/** The roles the Add and Edit forms offer. */
export function useRoleChoices(scope: UsersScope) {
  return useQuery({
    queryKey: [...scope.key, 'roles'],
    queryFn: ({ signal }) => scope.roles(signal),
    staleTime: 60_000,
  });
}

// Each change resolves once the lists have reloaded, so a closing dialog uncovers the new state.
function useRefresh(scope: UsersScope) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [scope.key, ...scope.alsoRefresh].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useCreateUser(scope: UsersScope) {
  const refresh = useRefresh(scope);
  return useMutation({
    mutationFn: (body: UserPayload) => scope.create(body),
    onSuccess: refresh,
  });
}

export function useUpdateUser(scope: UsersScope, id: number) {
  const refresh = useRefresh(scope);
  return useMutation({
    mutationFn: (body: UserPayload) => scope.update(id, body),
    onSuccess: refresh,
  });
}

export function useDeleteUser(scope: UsersScope) {
  const refresh = useRefresh(scope);
  return useMutation({ mutationFn: (id: number) => scope.remove(id), onSuccess: refresh });
}

/** Provider staff: gives a user another provider role (Change Role). */
export function useChangeRole() {
  const refresh = useRefresh(STAFF_SCOPE);
  return useMutation({
    mutationFn: (body: RoleChange) =>
      api.post<StaffUserMutationResponse>('/company/employee/role-change', body),
    onSuccess: refresh,
  });
}

/**
 * A clinic's owner hands the company to another user. The caller stops being a Client Admin, so
 * the signed-in session's permissions are fetched again (GET /api/me) along with the list.
 */
export function useTransferOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ message: string }>(`/admin/transfer/${id}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: COMPANY_SCOPE.key }),
        queryClient.invalidateQueries({ queryKey: ['session', 'me'] }),
      ]),
  });
}
