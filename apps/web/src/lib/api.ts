import { messages, type ErrorResponse } from '@paperless/core';
import { clearSession, clearStoredSession, getSession } from './session';
import { notifyError } from '../ui/notify';
import { ApiError, NETWORK_MESSAGE } from './api-error';
import { navigateTo } from './navigation';

export { ApiError, NETWORK_MESSAGE };

const BASE = '/api';
export const API_TIMEOUT_MS = 10_000;
export const SESSION_EXPIRED_REDIRECT_MS = 2_500;
export const TIMEOUT_MESSAGE = 'The server did not answer in time. Please try again.';

type Query = Record<string, string | number | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  /** Aborts the call, e.g. TanStack Query cancelling a superseded fetch. */
  signal?: AbortSignal;
}

// Many calls fail together when a session ends (every open query at once); the user must see
// one notice and one redirect. Reset when the next sign-in succeeds.
let sessionExpiryHandled = false;

export function resetSessionExpiry(): void {
  sessionExpiryHandled = false;
}

function handleUnauthorized(message: string, expiredToken: string): void {
  if (message !== messages.sessionExpired) {
    // The server no longer knows this token (e.g. a restored database): show its message and
    // send the user to sign in, rather than leave them in a shell whose every call fails.
    notifyError(message);
    if (getSession()?.token === expiredToken) {
      clearSession();
      navigateTo('/login');
    }
    return;
  }
  if (sessionExpiryHandled) return;
  sessionExpiryHandled = true;
  notifyError(messages.sessionExpiredNotice);
  clearStoredSession();
  setTimeout(() => {
    // Someone who signed in again meanwhile keeps the new session.
    if (getSession()?.token !== expiredToken) return;
    clearSession();
    navigateTo('/login');
  }, SESSION_EXPIRED_REDIRECT_MS);
}

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${BASE}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const error = (body ?? {}) as Partial<ErrorResponse>;
  const message =
    typeof error.message === 'string' && error.message ? error.message : messages.serverError;
  return new ApiError(status, message, error.errors);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = getSession()?.token;
  const controller = new AbortController();
  const onCallerAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onCallerAbort);

  const headers: Record<string, string> = { Accept: 'application/json' };
  // A FormData body (an upload) goes as multipart: the browser writes its Content-Type boundary.
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const send = async () => {
    const response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? undefined
          : multipart
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: controller.signal,
    });
    return { response, body: await readBody(response) };
  };

  // Racing a timer (not only aborting) also ends a request whose transport ignores the abort.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ApiError(0, TIMEOUT_MESSAGE));
    }, API_TIMEOUT_MS);
  });

  let result: Awaited<ReturnType<typeof send>>;
  try {
    result = await Promise.race([send(), timeout]);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (options.signal?.aborted) throw error; // the caller cancelled: not a failure to report
    throw new ApiError(0, NETWORK_MESSAGE);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }

  const { response, body } = result;
  if (response.ok) return body as T;
  const error = toApiError(response.status, body);
  // Only a call that carried a token can have lost its session; a failed sign-in is the
  // login form's to report.
  if (response.status === 401 && token) handleUnauthorized(error.message, token);
  throw error;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) =>
    apiRequest<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown) =>
    apiRequest<T>(path, { method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown) =>
    apiRequest<T>(path, { method: 'PUT', body: body ?? {} }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};
