import { homePathFor, type LoginResponse } from '@paperless/core';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { resetSessionExpiry } from '../../lib/api';
import { authApi, type LoginRequest } from './authApi';
import { saveSession } from '../../lib/session';

/** The end of every sign-in: store the session where Remember me asks, open the user's home. */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  return useCallback(
    ({ token, user, permissions }: LoginResponse, remember: boolean) => {
      resetSessionExpiry();
      saveSession({ token, user, permissions }, remember);
      void navigate(homePathFor(user.user_type), { replace: true });
    },
    [navigate],
  );
}

/**
 * The password step. Accounts without two-factor are signed in at once; otherwise the answer
 * (a challenge, or REQUIRE_STAFF_MFA's enrolment token) goes to the form's next step.
 */
export function useLogin() {
  const completeSignIn = useCompleteSignIn();
  return useMutation({
    mutationFn: (request: LoginRequest) => authApi.login(request),
    onSuccess: (answer, request) => {
      if ('token' in answer) completeSignIn(answer, request.remember);
    },
  });
}
