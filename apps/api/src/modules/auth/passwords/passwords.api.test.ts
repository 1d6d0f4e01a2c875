import { messages, ROLE } from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { appWorld } from '#test/support/app.js';
import { bearer, createUser, loginAs } from '#test/factories/users.js';
import { linkIn, smtpForFile } from '#test/support/smtp.js';
import { RATE_RULES } from '../../../lib/rate-limit/rules.js';
import { hashToken, newToken } from '../../../lib/tokens.js';

const smtp = smtpForFile();
const t = appWorld({ env: () => ({ SMTP_URL: smtp.url }) });

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

async function mailFor(email: string) {
  await t.app.outbox.drain();
  return smtp.received.filter((m) => m.to.includes(email));
}

describe('forgot and reset password', () => {
  it('mails a single-use link that sets the password and ends every session', async () => {
    const user = await createUser(t.db, ROLE.productAdmin);
    const { token: oldSession } = await loginAs(t.app, user);

    const forgot = await post('/api/forgot-password', { email: user.email });
    expect(forgot.json()).toEqual({ message: messages.resetLinkSent });
    const mails = await mailFor(user.email);
    expect(mails).toHaveLength(1);
    const resetToken = linkIn(mails[0]!);
    expect(mails[0]!.raw).toContain('http://app.test/new-password/');

    const reset = await post(`/api/password/reset/${resetToken}`, {
      password: 'a brand new secret',
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await post('/api/login', { email: user.email, password: 'a brand new secret' })).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/login', { email: user.email, password: user.password })).statusCode,
    ).toBe(401);

    const old = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(oldSession) });
    expect(old.json()).toEqual({ message: messages.sessionExpired });

    const again = await post(`/api/password/reset/${resetToken}`, {
      password: 'another new secret',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: messages.resetTokenInvalid });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const response = await post('/api/forgot-password', { email: 'ghost@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.resetLinkSent });
    expect(await mailFor('ghost@example.com')).toHaveLength(0);
  });

  it('checks the e-mail and the new password with the spec messages', async () => {
    expect((await post('/api/forgot-password', { email: '' })).json().errors).toEqual({
      email: [messages.required],
    });
    expect((await post('/api/forgot-password', { email: 'x@y' })).json().errors).toEqual({
      email: [messages.invalidEmail],
    });
    const short = await post('/api/password/reset/whatever', { password: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ password: [messages.setPasswordMin] });
  });

  it('refuses an expired link', async () => {
    const user = await createUser(t.db);
    await post('/api/forgot-password', { email: user.email });
    const resetToken = linkIn((await mailFor(user.email))[0]!);
    await t.db
      .updateTable('password_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    expect(
      (await post(`/api/password/reset/${resetToken}`, { password: 'long enough now' })).statusCode,
    ).toBe(400);
  });
});

describe('reset-link hygiene', () => {
  it('keeps no usable link in the stored copy once the mail is delivered', async () => {
    const user = await createUser(t.db);
    await post('/api/forgot-password', { email: user.email });
    const resetToken = linkIn((await mailFor(user.email))[0]!);
    const stored = JSON.stringify(await t.db.selectFrom('outbox').selectAll().execute());
    expect(stored).not.toContain(resetToken);
    expect(stored).not.toContain(user.email);
  });

  it('voids an older reset link when a newer one is issued', async () => {
    const user = await createUser(t.db);
    await post('/api/forgot-password', { email: user.email });
    await post('/api/forgot-password', { email: user.email });
    const [older, newer] = (await mailFor(user.email)).map(linkIn);
    const refused = await post(`/api/password/reset/${older}`, { password: 'long enough now' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: messages.resetTokenInvalid });
    expect(
      (await post(`/api/password/reset/${newer}`, { password: 'long enough now' })).statusCode,
    ).toBe(200);
  });

  it('voids the other reset links of the account when an invitation link is used', async () => {
    const user = await createUser(t.db);
    // Two links alive at once, as an invitation and a reset requested before it was used.
    const [invite, reset] = [newToken(), newToken()];
    await t.db
      .insertInto('password_tokens')
      .values(
        (
          [
            [invite, 'invite'],
            [reset, 'reset'],
          ] as const
        ).map(([token, purpose]) => ({
          user_id: user.id,
          token_hash: hashToken(token),
          purpose,
          expires_at: new Date(Date.now() + 3_600_000),
        })),
      )
      .execute();
    expect(
      (await post(`/api/password/reset/${invite}`, { password: 'long enough now' })).statusCode,
    ).toBe(200);
    const refused = await post(`/api/password/reset/${reset}`, { password: 'another one now' });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses an unknown link with the spec message and changes nothing', async () => {
    const user = await createUser(t.db);
    const before = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const response = await post('/api/password/reset/not-a-real-token', {
      password: 'long enough now',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.resetTokenInvalid });
    const after = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('limits attempts per address', async () => {
    const ip = '203.0.113.77';
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/password/reset/guessed-token',
        payload: { password: 'long enough now' },
        remoteAddress: ip,
      });
    for (let i = 0; i < RATE_RULES.resetIp.max; i++) {
      expect((await attempt()).statusCode).toBe(400);
    }
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: messages.tooManyRequests });
  });
});

describe('POST /api/change-password', () => {
  it('gives the spec messages and changes nothing on bad input', async () => {
    const user = await createUser(t.db, ROLE.subClientAdmin);
    const { token } = await loginAs(t.app, user);
    const mismatch = await post(
      '/api/change-password',
      {
        old_password: user.password,
        password: 'new password 1',
        confirm_password: 'new password 2',
      },
      token,
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ confirm_password: [messages.changePasswordMismatch] });
    const short = await post(
      '/api/change-password',
      { old_password: user.password, password: 'short', confirm_password: 'short' },
      token,
    );
    expect(short.json().errors).toEqual({ password: [messages.changePasswordMin] });
    const wrongOld = await post(
      '/api/change-password',
      { old_password: 'not mine', password: 'new password 1', confirm_password: 'new password 1' },
      token,
    );
    expect(wrongOld.json().errors).toEqual({ old_password: [messages.oldPasswordWrong] });
    expect(
      (await post('/api/login', { email: user.email, password: user.password })).statusCode,
    ).toBe(200);
  });

  it('answers "Password has been changed" and signs out other devices only', async () => {
    const user = await createUser(t.db, ROLE.clientAdmin);
    const { token: here } = await loginAs(t.app, user);
    const { token: elsewhere } = await loginAs(t.app, user);
    const changed = await post(
      '/api/change-password',
      {
        old_password: user.password,
        password: 'new password 1',
        confirm_password: 'new password 1',
      },
      here,
    );
    expect(changed.json()).toEqual({ message: 'Password has been changed' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(here) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(elsewhere) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post('/api/login', { email: user.email, password: 'new password 1' })).statusCode,
    ).toBe(200);
  });

  it('needs a session', async () => {
    expect(
      (
        await post('/api/change-password', {
          old_password: 'a',
          password: 'b',
          confirm_password: 'b',
        })
      ).statusCode,
    ).toBe(401);
  });
});
