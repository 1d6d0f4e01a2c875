import { accountUnlockMessages, proofMessages } from '@paperless/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedProof } from '#test/support/proof-of-work.js';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createUser, unique, type TestUser } from '#test/factories/users.js';
import { outboxTo } from '#test/support/outbox.js';
import { ACCOUNT_CEILING } from './ceiling.js';

/**
 * Security III, finding 4: failed sign-ins for one account are counted across all addresses;
 * past the ceiling every further try needs a solved proof-of-work challenge as well as the
 * password, and the owner is e-mailed an unlock link. The right password with a proof always
 * gets in, so strangers cannot lock the owner out.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let hosts = 0;
/** A fresh address per request: an attacker with many addresses, never locked per address. */
const newIp = () => {
  hosts++;
  return `10.${(hosts >> 16) & 255}.${(hosts >> 8) & 255}.${hosts & 255}`;
};

const login = (payload: Record<string, unknown>, remoteAddress = newIp()) =>
  t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload });
const proof = () => solvedProof(t.app, '/api/login/challenge', newIp());
const unlock = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login/unlock',
    remoteAddress: newIp(),
    payload: { token },
  });

/** Failed sign-ins logged for the e-mail, as many addresses' misses leave them. */
async function seedFailures(email: string, count: number, hoursAgo = 0) {
  await t.db
    .insertInto('login_attempts')
    .values(
      Array.from({ length: count }, () => ({
        email,
        ip: null,
        succeeded: false,
        at: sql<Date>`now() - make_interval(hours => ${hoursAgo})`,
      })),
    )
    .execute();
}

async function attemptsFor(email: string): Promise<number> {
  const rows = await t.db
    .selectFrom('login_attempts')
    .select('id')
    .where('email', '=', email)
    .execute();
  return rows.length;
}

/** An account with the ceiling's failures but one; one real miss then crosses it. */
async function accountAtCeiling(): Promise<TestUser> {
  const user = await createUser(t.db);
  await seedFailures(user.email, ACCOUNT_CEILING - 1);
  expect((await login({ email: user.email, password: 'the last free guess' })).statusCode).toBe(
    401,
  );
  return user;
}

function expectProofAsked(response: Awaited<ReturnType<typeof login>>, message: string) {
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({ message, errors: { altcha: [message] } });
}

const unlockToken = (text: string | null) =>
  /http:\/\/app\.test\/unlock\/([A-Za-z0-9_-]{20,})/.exec(text ?? '')?.[1];

describe('the ceiling of failed sign-ins per account', () => {
  it('asks for a proof before the password is checked, and the right one with it gets in', async () => {
    const user = await accountAtCeiling();
    const right = { email: user.email, password: user.password };
    const before = await attemptsFor(user.email);

    // Without a proof neither a right nor a wrong password is checked: nothing is logged.
    expectProofAsked(await login(right), proofMessages.required);
    expectProofAsked(await login({ ...right, password: 'wrong' }), proofMessages.required);
    expectProofAsked(await login({ ...right, altcha: 'bm90IGEgcHJvb2Y=' }), proofMessages.failed);
    expect(await attemptsFor(user.email)).toBe(before);

    const solved = await proof();
    const answer = await login({ ...right, altcha: solved });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toHaveProperty('token');
    // One solution buys one request.
    expectProofAsked(await login({ ...right, altcha: solved }), proofMessages.failed);
  });

  it('checks a wrong password that brings a proof, as a failure like any other', async () => {
    const user = await accountAtCeiling();
    const before = await attemptsFor(user.email);
    const answer = await login({ email: user.email, password: 'wrong', altcha: await proof() });
    expect(answer.statusCode).toBe(401);
    expect(await attemptsFor(user.email)).toBe(before + 1);
  });

  it("a stranger's thousand misses never keep the owner out", async () => {
    const user = await createUser(t.db);
    await seedFailures(user.email, 1_000);
    const ownAddress = '198.51.100.200';
    const answer = await login(
      { email: user.email, password: user.password, altcha: await proof() },
      ownAddress,
    );
    expect(answer.statusCode).toBe(200);
  });

  it('asks nothing below the ceiling, and counts only the last 24 hours', async () => {
    const user = await createUser(t.db);
    await seedFailures(user.email, ACCOUNT_CEILING - 1);
    await seedFailures(user.email, 500, 25);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('answers an address without an account the same, so it tells nobody who has one', async () => {
    const nobody = `nobody-${unique()}@example.com`;
    await seedFailures(nobody, ACCOUNT_CEILING - 1);
    expect((await login({ email: nobody, password: 'guess' })).statusCode).toBe(401);
    expectProofAsked(await login({ email: nobody, password: 'guess' }), proofMessages.required);
    const proven = await login({ email: nobody, password: 'guess', altcha: await proof() });
    expect(proven.statusCode).toBe(401);
    expect(await outboxTo(t, nobody)).toEqual([]);
  });
});

describe("the owner's unlock link", () => {
  it('is e-mailed once as the account crosses the ceiling, and lifts the check', async () => {
    const user = await accountAtCeiling();
    // More misses (with proofs) in the same episode send no second e-mail.
    await login({ email: user.email, password: 'again', altcha: await proof() });

    const mails = await outboxTo(t, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(accountUnlockMessages.emailSubject);
    const text = mails[0]!.body_text!;
    expect(text).toContain('tried many wrong passwords');
    expect(text).toContain('two-factor');
    const token = unlockToken(text);
    expect(token).toBeDefined();

    const unlocked = await unlock(token!);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toEqual({ message: accountUnlockMessages.unlocked });
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);

    // Used once; its stored copy keeps neither the link nor the full address.
    const again = await unlock(token!);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(accountUnlockMessages.invalid);
    expect(await outboxTo(t, user.email)).toEqual([]);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'outcome', 'user_id'])
      .where('target_id', '=', String(user.id))
      .where('action', 'in', ['auth.login_alert', 'auth.login_unlock'])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'auth.login_alert', outcome: 'success', user_id: user.id },
      { action: 'auth.login_unlock', outcome: 'success', user_id: user.id },
    ]);
  });

  it('is sent once when concurrent misses cross the ceiling together', async () => {
    const user = await createUser(t.db);
    await seedFailures(user.email, ACCOUNT_CEILING - 5);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login({ email: user.email, password: `guess ${i}` })),
    );
    expect(answers.filter((r) => r.statusCode === 401).length).toBeGreaterThanOrEqual(5);
    expect(await outboxTo(t, user.email)).toHaveLength(1);
  });

  it('counts again from the unlock: another 50 misses bring the check and a new e-mail', async () => {
    const user = await accountAtCeiling();
    const token = unlockToken((await outboxTo(t, user.email))[0]!.body_text);
    expect((await unlock(token!)).statusCode).toBe(200);
    await seedFailures(user.email, ACCOUNT_CEILING - 1);
    expect((await login({ email: user.email, password: 'x' })).statusCode).toBe(401);
    expectProofAsked(await login({ email: user.email, password: 'x' }), proofMessages.required);
    const second = await outboxTo(t, user.email);
    expect(second).toHaveLength(1);
    expect(unlockToken(second[0]!.body_text)).not.toBe(token);
  });

  it('refuses an unknown or expired link with its message', async () => {
    const unknown = await unlock('not-a-token-we-ever-sent');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(accountUnlockMessages.invalid);

    const user = await accountAtCeiling();
    const token = unlockToken((await outboxTo(t, user.email))[0]!.body_text);
    await t.db
      .updateTable('login_unlocks')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expect((await unlock(token!)).statusCode).toBe(400);
    expectProofAsked(await login({ email: user.email, password: 'x' }), proofMessages.required);
  });
});

describe('GET /api/login/challenge', () => {
  it('hands out a fresh challenge that no cache keeps', async () => {
    const a = await t.app.inject({ url: '/api/login/challenge', remoteAddress: newIp() });
    const b = await t.app.inject({ url: '/api/login/challenge', remoteAddress: newIp() });
    expect(a.statusCode).toBe(200);
    expect(a.headers['cache-control']).toBe('no-store');
    expect(a.json().parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(a.json().parameters.nonce).not.toBe(b.json().parameters.nonce);
  });
});
