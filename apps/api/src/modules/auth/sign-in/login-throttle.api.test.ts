import { messages, type MfaRequiredResponse } from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createUser, type TestUser } from '#test/factories/users.js';
import { enableMfaFor, freshCode } from '#test/factories/account-security.js';
import { ACCOUNT_FAILURE_LIMIT, IP_FAILURE_LIMIT } from './login-throttle.js';

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

// Security III, finding 4: an IPv6 subscriber holds a whole /64 and may use any address of it.
describe('an IPv6 client is its /64', () => {
  it("the review's case: 100 wrong passwords from one /64 are not all checked", async () => {
    const owner = await createUser(t.db);
    const answers = [];
    for (let i = 1; i <= 100; i++) {
      const address = `2001:db8:64:1:${i.toString(16)}::${i.toString(16)}`;
      answers.push(await from(address).login({ email: owner.email, password: `guess ${i}` }));
    }
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(ACCOUNT_FAILURE_LIMIT);
    expect(await checkedFailures(owner)).toBe(ACCOUNT_FAILURE_LIMIT);
    const right = { email: owner.email, password: owner.password };
    const fromSameBlock = await from('2001:db8:64:1:ffff:ffff:ffff:fffe').login(right);
    expect(fromSameBlock.statusCode).toBe(429);

    // Another /64 is another client: the owner there is never refused for the stranger's misses.
    const elsewhere = await from('2001:db8:64:2::1').login(right);
    expect(elsewhere.statusCode).toBe(200);

    // The audit log keeps each real address; only the counting is by block.
    const audited = await t.db
      .selectFrom('audit_log')
      .select('ip')
      .where('action', '=', 'auth.login')
      .where('outcome', '=', 'failure')
      .where('target_id', '=', String(owner.id))
      .execute();
    expect(audited.map((r) => r.ip)).toContain('2001:db8:64:1:1::1');
  });

  it('counts the 50 failures per address across accounts by /64', async () => {
    for (let i = 0; i < IP_FAILURE_LIMIT; i++) {
      const r = await from(`2001:db8:64:3::${(i + 1).toString(16)}`).login({
        email: `sprayed-${i}@example.com`,
        password: 'Spring2026!',
      });
      expect(r.statusCode).toBe(401);
    }
    const user = await createUser(t.db);
    const right = { email: user.email, password: user.password };
    const sameBlock = await from('2001:db8:64:3:1:2:3:4').login(right);
    expect(sameBlock.statusCode).toBe(429);
    expect(sameBlock.json().message).toBe(messages.tooManyRequests);
    expect((await from('2001:db8:64:4::1').login(right)).statusCode).toBe(200);
  });

  it('reads an IPv4-mapped address as the IPv4 one', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i++) {
      const r = await from('::ffff:198.51.100.77').login({ email: user.email, password: 'no' });
      expect(r.statusCode).toBe(401);
    }
    const plain = await from('198.51.100.77').login({ email: user.email, password: user.password });
    expect(plain.statusCode).toBe(429);
    expect(plain.json().message).toBe(messages.accountLocked);
  });
});
