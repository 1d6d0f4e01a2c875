import { homePathFor, type LoginResponse } from '@paperless/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { resetSessionExpiry } from '../../lib/api';
import { authApi, type LoginRequest } from './authApi';
import { saveSession } from './session';

/** Signs in, stores the session where Remember me asks, and opens the user's home screen. */
export function useLogin() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (request: LoginRequest) => authApi.login(request),
    onSuccess: ({ token, user, permissions }: LoginResponse, request) => {
      resetSessionExpiry();
      saveSession({ token, user, permissions }, request.remember);
      void navigate(homePathFor(user.user_type), { replace: true });
    },
  });
}
