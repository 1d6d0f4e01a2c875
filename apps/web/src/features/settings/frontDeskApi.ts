import type {
  FrontDeskSettings,
  FrontDeskSettingsResponse,
  NotificationSettings,
} from '@paperless/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

const frontDeskKey = ['front-desk-settings'] as const;
const notificationSettingsKey = ['notification-settings'] as const;

/** The clinic's time zone and reminder schedule; loaded only while its dialog is open. */
export function useFrontDeskSettings(enabled: boolean) {
  return useQuery({
    queryKey: frontDeskKey,
    queryFn: ({ signal }) =>
      api.get<FrontDeskSettingsResponse>('/company/front-desk', undefined, signal),
    select: (answer) => answer.data,
    enabled,
  });
}

export function useSaveFrontDeskSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FrontDeskSettings) =>
      api.put<FrontDeskSettingsResponse>('/company/front-desk', body),
    onSuccess: (answer) => {
      queryClient.setQueryData(frontDeskKey, answer);
      // Every screen that formats in the clinic's zone reads it from its own answer.
      void queryClient.invalidateQueries({ queryKey: ['client-dashboard'] });
    },
  });
}

interface NotificationSettingsResponse {
  data: NotificationSettings;
}

/** How the signed-in user hears of completed forms by e-mail. */
export function useNotificationSettings(enabled: boolean) {
  return useQuery({
    queryKey: notificationSettingsKey,
    queryFn: ({ signal }) =>
      api.get<NotificationSettingsResponse>('/me/notification-settings', undefined, signal),
    select: (answer) => answer.data,
    enabled,
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettings) =>
      api.put<NotificationSettingsResponse>('/me/notification-settings', body),
    onSuccess: (answer) => queryClient.setQueryData(notificationSettingsKey, answer),
  });
}
