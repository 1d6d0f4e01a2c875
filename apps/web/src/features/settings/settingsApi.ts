import type { ChangePasswordInput, MessageResponse } from '@paperless/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => api.post<MessageResponse>('/change-password', body),
  });
}
