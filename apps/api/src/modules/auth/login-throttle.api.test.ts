import { messages, type MfaRequiredResponse } from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { enableMfaFor, freshCode } from '../account-security/testing.js';
import { ACCOUNT_FAILURE_LIMIT } from './login-throttle.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const from = (remoteAddress: string) => ({
  login: (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload }),
  mfa: (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/login/mfa', remoteAddress, payload }),
});

/** Wrong passwords that reached the password check: each one leaves a failure row. */
async function checkedFailures(user: TestUser): Promise<number> {
  const rows = await t.db
    .selectFrom('login_attempts')
    .select('id')
    .where('email', '=', user.email)
    .where('succeeded', '=', false)
    .execute();
  return rows.length;
}

describe('sign-in lockout', () => {
  it('checks at most 5 of 30 concurrent wrong passwords; the rest hear the lockout', async () => {
    const user = await createUser(t.db);
    const attacker = from('198.51.100.10');
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        attacker.login({ email: user.email, password: `x${i}` }),
      ),
    );
    const checked = answers.filter((r) => r.statusCode === 401);
    expect(checked.length).toBeLessThanOrEqual(ACCOUNT_FAILURE_LIMIT);
    expect(await checkedFailures(user)).toBeLessThanOrEqual(ACCOUNT_FAILURE_LIMIT);
    // The rest: the lockout, or the per-address rate limit in front of it (20 per window).
    for (const r of answers.filter((a) => a.statusCode !== 401)) {
      expect(r.statusCode).toBe(429);
      expect([messages.accountLocked, messages.tooManyRequests]).toContain(r.json().message);
    }
    expect(answers.some((r) => r.json().message === messages.accountLocked)).toBe(true);
  });

  it('checks at most 5 of 30 concurrent wrong codes in one challenge', async () => {
    const user = await createUser(t.db);
    const { secret } = await enableMfaFor(t, user);
    const client = from('198.51.100.11');
    const step = await client.login({ email: user.email, password: user.password });
    const { challenge } = step.json<MfaRequiredResponse>();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => client.mfa({ challenge, code: '000000' })),
    );
    const checked = answers.filter((r) => r.json().message === messages.mfaCodeInvalid);
    expect(checked.length).toBeLessThanOrEqual(ACCOUNT_FAILURE_LIMIT);
    expect(await checkedFailures(user)).toBeLessThanOrEqual(ACCOUNT_FAILURE_LIMIT);
    const right = await client.mfa({ challenge, code: await freshCode(t.db, user.id, secret) });
    expect(right.statusCode).not.toBe(200);
  });

  it("a stranger's misses do not lock the owner out of their own address", async () => {
    const owner = await createUser(t.db);
    const stranger = from('198.51.100.12');
    for (let i = 0; i < 25; i++) {
      const r = await stranger.login({ email: owner.email, password: `guess ${i}` });
      expect([401, 429]).toContain(r.statusCode);
    }
    const refused = await stranger.login({ email: owner.email, password: owner.password });
    expect(refused.statusCode).toBe(429);

    const ownerAnswer = await from('192.0.2.44').login({
      email: owner.email,
      password: owner.password,
    });
    expect(ownerAnswer.statusCode).toBe(200);
    expect(ownerAnswer.json()).toHaveProperty('token');
  });

  it('locks an address longer each time it keeps guessing (backoff)', async () => {
    const user = await createUser(t.db);
    const guesser = from('198.51.100.13');
    const lockMinutes = async () => {
      const row = await t.db
        .selectFrom('login_throttle')
        .select('locked_until')
        .where('email', '=', user.email)
        .where('ip', '=', '198.51.100.13')
        .executeTakeFirstOrThrow();
      return Math.round((row.locked_until!.getTime() - Date.now()) / 60_000);
    };
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) {
      expect((await guesser.login({ email: user.email, password: 'no' })).statusCode).toBe(401);
    }
    expect(await lockMinutes()).toBe(15);
    // The lock runs out; five more misses lock the same address for twice as long.
    await t.db
      .updateTable('login_throttle')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('email', '=', user.email)
      .execute();
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) {
      expect((await guesser.login({ email: user.email, password: 'no' })).statusCode).toBe(401);
    }
    expect((await guesser.login({ email: user.email, password: 'no' })).statusCode).toBe(429);
    expect(await lockMinutes()).toBe(30);
  });
});
