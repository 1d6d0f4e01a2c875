import type {
  EmailChangeLink,
  ForceEmailChange,
  MessageResponse,
  PendingEmailChange,
} from '@paperless/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export type PendingAnswer = { data: PendingEmailChange | null };
type LinkAnswer = { data: EmailChangeLink };
type ConfirmAnswer = { message: string; data: EmailChangeLink };

/**
 * Cancels a pending change through the screen's own route (a client, a staff user, a company
 * user) and refreshes every query, so the form that shows it reads the account again.
 */
export function useCancelEmailChange(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<MessageResponse>(path),
    onSuccess: () => client.invalidateQueries(),
  });
}

/** Super Admin only: the server refuses anyone else (403) and records the attempt. */
export function useForceEmailChange(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ForceEmailChange) =>
      api.post<MessageResponse>(`/users/${userId}/email/force`, body),
    onSuccess: () => client.invalidateQueries(),
  });
}

const OWN_KEY = ['account', 'email-change'] as const;

export function useOwnEmailChange() {
  return useQuery({
    queryKey: OWN_KEY,
    queryFn: () => api.get<PendingAnswer>('/account/email-change'),
  });
}

export function useRequestOwnChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api.post<PendingAnswer & { message: string }>('/account/email-change', { email }),
    onSuccess: () => client.invalidateQueries({ queryKey: OWN_KEY }),
  });
}

export function useCancelOwnChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<MessageResponse>('/account/email-change'),
    onSuccess: () => client.invalidateQueries({ queryKey: OWN_KEY }),
  });
}

export function useEmailChangeLink(token: string) {
  return useQuery({
    queryKey: ['email-change-link', token],
    queryFn: () => api.get<LinkAnswer>(`/public/email-change/${encodeURIComponent(token)}`),
    retry: false,
  });
}

export function useConfirmEmailChange(token: string) {
  return useMutation({
    mutationFn: () =>
      api.post<ConfirmAnswer>(`/public/email-change/${encodeURIComponent(token)}/confirm`),
  });
}
