import { messages } from '@paperless/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { bearer, createUser, loginAs } from '#test/factories/users.js';

// A server configured with a 1.2-second idle limit and a 3-second lifetime.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_MINUTES: '0.02', SESSION_MAX_HOURS: String(3 / 3600) });
});
afterAll(() => t.close());

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('expires a session left idle, and it stays expired', async () => {
  const { token } = await loginAs(t.app, await createUser(t.db));
  expect((await me(token)).statusCode).toBe(200);
  await sleep(1_400);
  const expired = await me(token);
  expect(expired.statusCode).toBe(401);
  expect(expired.json()).toEqual({ message: messages.sessionExpired });
  expect((await me(token)).json()).toEqual({ message: messages.sessionExpired });
});

it('keeps an active session alive until its absolute lifetime', async () => {
  const { token } = await loginAs(t.app, await createUser(t.db));
  for (let i = 0; i < 5; i++) {
    await sleep(500);
    expect((await me(token)).statusCode).toBe(200);
  }
  await sleep(800);
  const expired = await me(token);
  expect(expired.statusCode).toBe(401);
  expect(expired.json()).toEqual({ message: messages.sessionExpired });
});
