import {
  messages,
  ROLE,
  type LoginResponse,
  type MfaRequiredResponse,
  type MfaStatusResponse,
} from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { appWorld } from '#test/support/app.js';
import { bearer, createUser, type TestUser } from '#test/factories/users.js';
import { smtpForFile } from '#test/support/smtp.js';
import { enableMfaFor, freshCode } from '#test/factories/account-security.js';
import { totpAt } from './totp.js';

const smtp = smtpForFile();
const t = appWorld({ env: () => ({ SMTP_URL: smtp.url }) });

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

/** Change Password with the right current password: what counts as re-authentication. */
const changePassword = (user: TestUser, token: string) =>
  post(
    '/api/change-password',
    { old_password: user.password, password: 'a new password', confirm_password: 'a new password' },
    token,
  );

async function passwordStep(user: TestUser): Promise<string> {
  const response = await post('/api/login', { email: user.email, password: user.password });
  expect(response.statusCode).toBe(200);
  const body = response.json<MfaRequiredResponse>();
  expect(body).toEqual({
    mfa_required: true,
    challenge: expect.any(String),
    expires_at: expect.any(String),
  });
  expect(body).not.toHaveProperty('token');
  return body.challenge;
}

async function auditActions(userId: number): Promise<string[]> {
  const rows = await t.db
    .selectFrom('audit_log')
    .select('action')
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.action);
}

describe('two-factor sign-in', () => {
  it('asks for a code after the password, then answers the usual session', async () => {
    const user = await createUser(t.db, ROLE.clientAdmin, { owner: true });
    const { secret } = await enableMfaFor(t, user);
    const stored = await t.db
      .selectFrom('users')
      .select(['totp_secret', 'totp_enabled_at'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    // Sealed at rest: the base32 secret is not in the column.
    expect(stored.totp_secret).toMatch(/^v1\./);
    expect(stored.totp_secret).not.toContain(secret);
    expect(stored.totp_enabled_at).toBeInstanceOf(Date);

    const challenge = await passwordStep(user);
    const code = await freshCode(t.db, user.id, secret);
    const done = await post('/api/login/mfa', { challenge, code });
    expect(done.statusCode).toBe(200);
    const session = done.json<LoginResponse>();
    expect(session.user.id).toBe(user.id);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(session.token),
    });
    expect(me.statusCode).toBe(200);

    // The challenge is single use, and so is the code (replay within its 30 seconds).
    expect((await post('/api/login/mfa', { challenge, code })).json()).toEqual({
      message: messages.mfaChallengeExpired,
    });
    const again = await post('/api/login/mfa', { challenge: await passwordStep(user), code });
    expect(again.statusCode).toBe(401);
    expect(again.json().errors).toEqual({ code: [messages.mfaCodeInvalid] });
    expect(await auditActions(user.id)).toEqual(
      expect.arrayContaining(['mfa.enabled', 'auth.login_challenge', 'auth.login', 'mfa.failed']),
    );
  });

  it('a challenge token is not a session', async () => {
    const user = await createUser(t.db);
    await enableMfaFor(t, user);
    const challenge = await passwordStep(user);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(challenge) });
    expect(me.statusCode).toBe(401);
  });

  it('counts wrong codes toward the account lockout and limits each challenge', async () => {
    const user = await createUser(t.db);
    const { secret } = await enableMfaFor(t, user);
    const challenge = await passwordStep(user);
    for (let i = 0; i < 5; i++) {
      const wrong = await post('/api/login/mfa', { challenge, code: '000000' });
      expect(wrong.statusCode).toBe(401);
    }
    // Locked like five wrong passwords: even the right code and the right password are refused.
    const locked = await post('/api/login/mfa', {
      challenge,
      code: await freshCode(t.db, user.id, secret),
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: messages.accountLocked });
    const login = await post('/api/login', { email: user.email, password: user.password });
    expect(login.statusCode).toBe(429);

    // Lifted lockout (15 minutes on): the used-up challenge still does not work.
    await t.db
      .updateTable('login_throttle')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('email', '=', user.email)
      .execute();
    const spent = await post('/api/login/mfa', {
      challenge,
      code: await freshCode(t.db, user.id, secret),
    });
    expect(spent.json()).toEqual({ message: messages.mfaChallengeExpired });
  });

  it('takes each recovery code once, in any case and with or without the dash', async () => {
    const user = await createUser(t.db);
    const { recoveryCodes } = await enableMfaFor(t, user);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const [first] = recoveryCodes as [string];
    expect(first).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);

    const ok = await post('/api/login/mfa', {
      challenge: await passwordStep(user),
      recovery_code: ` ${first.replace('-', '').toUpperCase()} `,
    });
    expect(ok.statusCode).toBe(200);
    const reused = await post('/api/login/mfa', {
      challenge: await passwordStep(user),
      recovery_code: first,
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().errors).toEqual({ recovery_code: [messages.recoveryCodeInvalid] });

    const status = await t.app.inject({
      method: 'GET',
      url: '/api/account/mfa',
      headers: bearer(ok.json<LoginResponse>().token),
    });
    expect(status.json<MfaStatusResponse>()).toMatchObject({
      enabled: true,
      recovery_codes_left: 9,
    });
  });

  it('names the field for a malformed code', async () => {
    const missing = await post('/api/login/mfa', { challenge: 'x' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ code: [messages.required] });
    const short = await post('/api/login/mfa', { challenge: 'x', code: '12 34' });
    expect(short.json().errors).toEqual({ code: [messages.mfaCodeFormat] });
  });

  it('users without two-factor sign in with the password alone, as before', async () => {
    const user = await createUser(t.db, ROLE.salesPerson);
    const response = await post('/api/login', { email: user.email, password: user.password });
    expect(Object.keys(response.json<LoginResponse>()).sort()).toEqual([
      'expires_at',
      'permissions',
      'token',
      'user',
    ]);
  });
});

describe('turning two-factor on and off', () => {
  it('needs a recent password confirmation, and a correct code to enable', async () => {
    const user = await createUser(t.db);
    const { token } = (await post('/api/login', user)).json<LoginResponse>();
    const setupFirst = await post('/api/account/mfa/setup', {}, token);
    expect(setupFirst.statusCode).toBe(403);
    expect(setupFirst.json()).toEqual({ message: messages.reauthRequired });

    const wrong = await post('/api/account/reauth', { password: 'not it' }, token);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: [messages.oldPasswordWrong] });
    expect((await post('/api/account/reauth', { password: user.password }, token)).statusCode).toBe(
      200,
    );
    const setup = await post('/api/account/mfa/setup', {}, token);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_uri } = setup.json<{ secret: string; otpauth_uri: string }>();
    expect(otpauth_uri).toContain(`secret=${secret}`);
    expect(otpauth_uri).toContain(encodeURIComponent(user.email));

    const bad = await post('/api/account/mfa/enable', { code: '000000' }, token);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ code: [messages.mfaCodeInvalid] });
    const good = await post('/api/account/mfa/enable', { code: totpAt(secret) }, token);
    expect(good.statusCode).toBe(200);
    expect(good.json().recovery_codes).toHaveLength(10);

    // Five minutes later the confirmation has lapsed: turning it off asks again.
    await t.db
      .updateTable('sessions')
      .set({ reauth_at: new Date(Date.now() - 6 * 60_000) })
      .where('user_id', '=', user.id)
      .execute();
    const off = await post('/api/account/mfa/disable', {}, token);
    expect(off.json()).toEqual({ message: messages.reauthRequired });
    const code = await freshCode(t.db, user.id, secret);
    await post('/api/account/reauth', { password: user.password, code }, token);
    expect((await post('/api/account/mfa/disable', {}, token)).statusCode).toBe(200);
    const login = await post('/api/login', user);
    expect(login.json()).toHaveProperty('token');
    expect(await auditActions(user.id)).toEqual(
      expect.arrayContaining(['auth.reauth', 'mfa.setup_started', 'mfa.enabled', 'mfa.disabled']),
    );
  });

  it('turning it off needs the password and a current code, and tells the account', async () => {
    const user = await createUser(t.db);
    const { token, secret } = await enableMfaFor(t, user);
    await t.db
      .updateTable('sessions')
      .set({ reauth_at: null })
      .where('user_id', '=', user.id)
      .execute();

    const passwordOnly = await post('/api/account/reauth', { password: user.password }, token);
    expect(passwordOnly.statusCode).toBe(422);
    expect(passwordOnly.json().errors).toEqual({ code: [messages.mfaCodeFormat] });
    expect((await post('/api/account/mfa/disable', {}, token)).statusCode).toBe(403);
    const wrong = await post(
      '/api/account/reauth',
      { password: user.password, code: '000000' },
      token,
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: [messages.mfaCodeInvalid] });
    expect((await post('/api/account/mfa/disable', {}, token)).statusCode).toBe(403);

    const code = await freshCode(t.db, user.id, secret);
    const confirmed = await post('/api/account/reauth', { password: user.password, code }, token);
    expect(confirmed.statusCode).toBe(200);
    expect((await post('/api/account/mfa/disable', {}, token)).statusCode).toBe(200);
    await t.app.outbox.drain();
    const notices = smtp.received.filter((m) => m.to.includes(user.email));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.raw).toContain('Two-factor sign-in was turned off');
  });

  it('regenerated recovery codes replace the old ones', async () => {
    const user = await createUser(t.db);
    const { token, recoveryCodes } = await enableMfaFor(t, user);
    const fresh = await post('/api/account/mfa/recovery-codes', {}, token);
    expect(fresh.statusCode).toBe(200);
    const newCodes = fresh.json<{ recovery_codes: string[] }>().recovery_codes;
    expect(newCodes).not.toContain(recoveryCodes[0]);
    const old = await post('/api/login/mfa', {
      challenge: await passwordStep(user),
      recovery_code: recoveryCodes[0]!,
    });
    expect(old.statusCode).toBe(401);
  });

  it('a correct current password in Change Password counts as re-authentication', async () => {
    const user = await createUser(t.db);
    const { token } = (await post('/api/login', user)).json<LoginResponse>();
    expect((await changePassword(user, token)).json()).toEqual({
      message: messages.passwordChanged,
    });
    expect((await post('/api/account/mfa/setup', {}, token)).statusCode).toBe(200);
  });

  it('with two-factor on, Change Password alone does not unlock turning it off', async () => {
    const user = await createUser(t.db);
    const { token } = await enableMfaFor(t, user);
    await t.db
      .updateTable('sessions')
      .set({ reauth_at: null })
      .where('user_id', '=', user.id)
      .execute();
    expect((await changePassword(user, token)).json()).toEqual({
      message: messages.passwordChanged,
    });
    const off = await post('/api/account/mfa/disable', {}, token);
    expect(off.json()).toEqual({ message: messages.reauthRequired });
  });
});
