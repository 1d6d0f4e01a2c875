import type { PracticeProfile, PracticeProfileResponse } from '@paperless/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { SEND_DEFAULTS_KEY } from '../sending';

const URL = '/company/practice-profile';
export const practiceProfileKey = ['practice-profile'] as const;

/** The owner's practice profile; loaded only while its dialog is open. */
export function usePracticeProfile(enabled: boolean) {
  return useQuery({
    queryKey: practiceProfileKey,
    queryFn: ({ signal }) => api.get<PracticeProfileResponse>(URL, undefined, signal),
    select: (answer) => answer.data,
    enabled,
  });
}

/** Each change answers the whole profile, which replaces the cached one. */
function useProfileChange<V>(call: (value: V) => Promise<PracticeProfileResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      queryClient.setQueryData(practiceProfileKey, answer);
      // The send dialog starts from the clinic's patients' language, which may have changed.
      return queryClient.invalidateQueries({ queryKey: SEND_DEFAULTS_KEY });
    },
  });
}

export const useSavePracticeProfile = () =>
  useProfileChange((body: PracticeProfile) => api.put<PracticeProfileResponse>(URL, body));

export const useUploadLogo = () =>
  useProfileChange((file: File) => {
    const form = new FormData();
    form.append('logo', file);
    return api.post<PracticeProfileResponse>(`${URL}/logo`, form);
  });

export const useRemoveLogo = () =>
  useProfileChange((_: void) => api.delete<PracticeProfileResponse>(`${URL}/logo`));
