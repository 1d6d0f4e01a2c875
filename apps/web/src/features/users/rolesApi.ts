import type {
  MessageResponse,
  PermissionsResponse,
  Role,
  RoleListResponse,
  RoleMutationResponse,
  RolePayload,
} from '@paperless/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const ROLES_KEY = ['roles'] as const;

/** Every role with its permissions (Super Admin's Roles tab and the Change role dialog). */
export function useRoles() {
  return useQuery({
    queryKey: [...ROLES_KEY, 'list'],
    queryFn: ({ signal }) => api.get<RoleListResponse>('/roles/list', undefined, signal),
    select: (answer) => answer.roles,
  });
}

export function useRole(id: number) {
  return useQuery({
    queryKey: [...ROLES_KEY, 'view', id],
    queryFn: ({ signal }) => api.get<{ data: Role }>(`/roles/view/${id}`, undefined, signal),
    select: (answer) => answer.data,
  });
}

/** A custom role to prefill the Edit form; never from the cache. */
export function useRoleForEdit(id: number) {
  return useQuery({
    queryKey: [...ROLES_KEY, 'edit', id],
    queryFn: ({ signal }) => api.get<{ data: Role }>(`/roles/edit/${id}`, undefined, signal),
    select: (answer) => answer.data,
    gcTime: 0,
  });
}

/** The permission names, for the checkboxes and for reading a role. */
export function usePermissions() {
  return useQuery({
    queryKey: ['permissions'],
    queryFn: ({ signal }) => api.get<PermissionsResponse>('/permissions', undefined, signal),
    select: (answer) => answer.permissions,
    staleTime: Infinity,
  });
}

function useRefreshRoles() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ROLES_KEY }),
      // A renamed role shows in the users table.
      queryClient.invalidateQueries({ queryKey: ['staff-users'] }),
    ]);
}

export function useCreateRole() {
  const refresh = useRefreshRoles();
  return useMutation({
    mutationFn: (body: RolePayload) => api.post<RoleMutationResponse>('/roles/store', body),
    onSuccess: refresh,
  });
}

export function useUpdateRole(id: number) {
  const refresh = useRefreshRoles();
  return useMutation({
    mutationFn: (body: RolePayload) => api.put<RoleMutationResponse>(`/roles/update/${id}`, body),
    onSuccess: refresh,
  });
}

export function useDeleteRole() {
  const refresh = useRefreshRoles();
  return useMutation({
    mutationFn: (id: number) => api.delete<MessageResponse>(`/roles/delete/${id}`),
    onSuccess: refresh,
  });
}
