import type {
  AccountSessionsResponse,
  LoginResponse,
  MessageResponse,
  MfaEnrolLoginResponse,
  MfaSetupResponse,
  MfaStatusResponse,
  RecoveryCodesResponse,
  RevokeSessionsResponse,
} from '@paperless/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const MFA_STATUS_KEY = ['account', 'mfa'] as const;
export const SESSIONS_KEY = ['account', 'sessions'] as const;

/** The calls of two-factor sign-in, re-authentication and active sessions (server: issue 7). */
export const accountSecurityApi = {
  // With two-factor on, the server also wants a current code (422 on `code` until it has one).
  reauth: (password: string, code?: string) =>
    api.post<MessageResponse>(
      '/account/reauth',
      code === undefined ? { password } : { password, code },
    ),
  mfaStatus: (signal?: AbortSignal) =>
    api.get<MfaStatusResponse>('/account/mfa', undefined, signal),
  setup: () => api.post<MfaSetupResponse>('/account/mfa/setup'),
  enable: (code: string) => api.post<RecoveryCodesResponse>('/account/mfa/enable', { code }),
  disable: () => api.post<MessageResponse>('/account/mfa/disable'),
  regenerateCodes: () => api.post<RecoveryCodesResponse>('/account/mfa/recovery-codes'),
  sessions: (signal?: AbortSignal) =>
    api.get<AccountSessionsResponse>('/account/sessions', undefined, signal),
  revokeOthers: () => api.post<RevokeSessionsResponse>('/account/sessions/revoke-others'),
  revokeSession: (id: number) => api.delete<MessageResponse>(`/account/sessions/${id}`),
  // The second step of a sign-in: no session yet, the challenge or setup token stands in.
  loginMfa: (body: { challenge: string; code?: string; recovery_code?: string }) =>
    api.post<LoginResponse>('/login/mfa', body),
  enrolSetup: (setupToken: string) =>
    api.post<MfaSetupResponse>('/login/mfa/setup', { setup_token: setupToken }),
  enrolEnable: (setupToken: string, code: string) =>
    api.post<MfaEnrolLoginResponse>('/login/mfa/enable', { setup_token: setupToken, code }),
};

export function useMfaStatus() {
  return useQuery({
    queryKey: MFA_STATUS_KEY,
    queryFn: ({ signal }) => accountSecurityApi.mfaStatus(signal),
  });
}

export function useAccountSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => accountSecurityApi.sessions(signal),
  });
}
