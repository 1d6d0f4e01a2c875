import { messages } from '@paperless/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, saveSession } from './session';
import { json, stubApi, stubFetch } from '../test/network';
import { shownNotices } from '../test/notices';
import { superAdminSession } from '../test/sessions';
import {
  ApiError,
  API_TIMEOUT_MS,
  api,
  resetSessionExpiry,
  SESSION_EXPIRED_REDIRECT_MS,
  TIMEOUT_MESSAGE,
} from './api';
import { setNavigator } from './navigation';

const expiredNotice = `Error: ${messages.sessionExpiredNotice}`;
let navigations: string[];

beforeEach(() => {
  navigations = [];
  setNavigator((to) => navigations.push(to));
});

afterEach(() => setNavigator((to) => window.location.assign(to)));

describe('api client', () => {
  it('sends JSON with the bearer token of the stored session', async () => {
    saveSession(superAdminSession(), false);
    const fetchStub = stubApi({
      'POST /api/notifications/read-all': () => json(200, { message: 'ok' }),
    });

    await expect(api.post('/notifications/read-all')).resolves.toEqual({ message: 'ok' });
    const headers = fetchStub.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer token-super-admin');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('rejects with status, message and field errors', async () => {
    stubApi({
      'POST /api/login': () =>
        json(422, { message: 'Invalid', errors: { email: [messages.required] } }),
    });

    const error = await api.post('/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'Invalid',
      errors: { email: [messages.required] },
    });
  });

  it('handles many "session expired" answers with one notice and one redirect', async () => {
    vi.useFakeTimers();
    saveSession(superAdminSession(), true);
    stubFetch(() => json(401, { message: messages.sessionExpired }));

    const calls = ['/me', '/notifications', '/outbox'].map((path) =>
      api.get(path).catch((e: unknown) => e),
    );
    const errors = await Promise.all(calls);

    expect(errors.every((e) => e instanceof ApiError && e.status === 401)).toBe(true);
    expect(shownNotices()).toEqual([expiredNotice]);
    expect(localStorage.getItem('paperless.session')).toBeNull();
    expect(navigations).toEqual([]);

    await vi.advanceTimersByTimeAsync(SESSION_EXPIRED_REDIRECT_MS);
    expect(navigations).toEqual(['/login']);
    expect(getSession()).toBeNull();
  });

  it('reports a session expiry again after the next sign-in', async () => {
    vi.useFakeTimers();
    saveSession(superAdminSession(), false);
    stubFetch(() => json(401, { message: messages.sessionExpired }));
    await api.get('/me').catch(() => undefined);
    await vi.advanceTimersByTimeAsync(SESSION_EXPIRED_REDIRECT_MS);

    saveSession(superAdminSession(), false);
    resetSessionExpiry();
    await api.get('/me').catch(() => undefined);
    expect(shownNotices()).toEqual([expiredNotice, expiredNotice]);
  });

  it('shows any other 401 message of a signed-in call and drops the dead session', async () => {
    saveSession(superAdminSession(), false);
    stubFetch(() => json(401, { message: messages.unauthenticated }));

    await expect(api.get('/me')).rejects.toMatchObject({ status: 401 });
    expect(shownNotices()).toEqual([`Error: ${messages.unauthenticated}`]);
    expect(getSession()).toBeNull();
  });

  it('leaves a failed sign-in (no token) to the form', async () => {
    stubFetch(() => json(401, { message: messages.invalidCredentials }));
    await expect(api.post('/login', {})).rejects.toMatchObject({
      message: messages.invalidCredentials,
    });
    expect(shownNotices()).toEqual([]);
  });

  it('gives up after the timeout with a clear message', async () => {
    vi.useFakeTimers();
    // A server that never answers, even when asked to stop.
    stubFetch(() => new Promise<Response>(() => {}));

    const pending = api.get('/outbox').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: TIMEOUT_MESSAGE });
  });

  it('aborts the request when the timeout fires', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    stubFetch((_url, init) => {
      signal = init.signal ?? undefined;
      return new Promise<Response>(() => {});
    });
    const pending = api.get('/outbox').catch(() => undefined);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    await pending;
  });
});
