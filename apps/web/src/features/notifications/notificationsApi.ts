import type { MessageResponse, NotificationsResponse } from '@paperless/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { errorMessage } from '../../lib/formErrors';
import { notifyError } from '../../ui/notify';

const notificationsKey = ['notifications'] as const;

/** The bell's feed. Polled, so a new signup or failed payment shows up without a reload. */
export function useNotificationFeed() {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => api.get<NotificationsResponse>('/notifications', undefined, signal),
    refetchInterval: 60_000,
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<MessageResponse>('/notifications/read-all'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
    onError: (error) => notifyError(errorMessage(error)),
  });
}
