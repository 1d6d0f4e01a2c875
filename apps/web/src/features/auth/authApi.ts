import type { LoginAnswer, MeResponse, MessageResponse } from '@paperless/core';
import { api } from '../../lib/api';

export interface LoginRequest {
  email: string;
  password: string;
  remember: boolean;
  /** A solved proof-of-work payload, once the server asked for one (ui/ProofOfWorkCheck). */
  altcha?: string;
}

export const authApi = {
  login: (body: LoginRequest) => api.post<LoginAnswer>('/login', body),
  logout: () => api.post<MessageResponse>('/logout'),
  me: (signal?: AbortSignal) => api.get<MeResponse>('/me', undefined, signal),
  forgotPassword: (email: string) => api.post<MessageResponse>('/forgot-password', { email }),
  // The token goes in the body, never the address: no log or referrer keeps it.
  unlock: (token: string) => api.post<MessageResponse>('/login/unlock', { token }),
  // The token comes from an e-mailed link; encoding keeps a mangled one from changing the path.
  resetPassword: (token: string, password: string) =>
    api.post<MessageResponse>(`/password/reset/${encodeURIComponent(token)}`, { password }),
};
