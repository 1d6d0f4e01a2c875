import { messages, ROLE, type LoginResponse } from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { bearer, createUser, loginAs } from '#test/factories/users.js';
import { IP_FAILURE_LIMIT } from './login-throttle.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/login', payload });

describe('POST /api/login', () => {
  it('answers a token, the user and the permissions', async () => {
    const owner = await createUser(t.db, ROLE.clientAdmin, { owner: true });
    const response = await login({ email: owner.email.toUpperCase(), password: owner.password });
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      id: owner.id,
      email: owner.email,
      role: ROLE.clientAdmin,
      user_type: 'clinic',
      company_id: owner.companyId,
      is_owner: true,
    });
    expect(body.user.company?.name).toMatch(/^Clinic /);
    expect(body.permissions).toContain('manage_company_users');
    // The token is stored only hashed.
    const stored = await t.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', owner.id)
      .execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(body.token);
  });

  it('gives one message for a wrong password and an unknown e-mail', async () => {
    const user = await createUser(t.db);
    const wrongPassword = await login({ email: user.email, password: 'not it' });
    const unknownEmail = await login({ email: 'nobody@example.com', password: 'not it' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: messages.invalidCredentials });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('names the field and the spec message for bad input', async () => {
    const invalid = await login({ email: 'not-an-email', password: 'x' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toEqual({
      message: messages.invalidEmail,
      errors: { email: [messages.invalidEmail] },
    });
    const empty = await login({});
    expect(empty.json().errors).toEqual({
      email: [messages.required],
      password: [messages.required],
    });
  });

  it('locks an account for 15 minutes after 5 failures, without touching other accounts', async () => {
    const victim = await createUser(t.db);
    const bystander = await createUser(t.db);
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: victim.email, password: `guess ${i}` })).statusCode).toBe(401);
    }
    const locked = await login({ email: victim.email, password: victim.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: messages.accountLocked });
    expect((await login({ email: bystander.email, password: bystander.password })).statusCode).toBe(
      200,
    );

    // Fifteen minutes later the account opens again.
    await t.db
      .updateTable('login_throttle')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('email', '=', victim.email)
      .execute();
    expect((await login({ email: victim.email, password: victim.password })).statusCode).toBe(200);
  });

  it('limits failures from one address across accounts', async () => {
    const from = { remoteAddress: '203.0.113.7' };
    for (let i = 0; i < IP_FAILURE_LIMIT; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        ...from,
        payload: { email: `spray-${i}@example.com`, password: 'x' },
      });
      expect(r.statusCode).toBe(401);
    }
    const user = await createUser(t.db);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      ...from,
      payload: { email: user.email, password: user.password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: messages.tooManyRequests });
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('records every failure and success in the audit log', async () => {
    const user = await createUser(t.db);
    await login({ email: user.email, password: 'wrong' });
    await loginAs(t.app, user);
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['action', 'outcome', 'ip'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { action: 'auth.login', outcome: 'failure', ip: '127.0.0.1' },
      { action: 'auth.login', outcome: 'success', ip: '127.0.0.1' },
    ]);
    await expect(t.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
  });
});

describe('sessions', () => {
  it('knows the caller by token and refuses a missing or unknown one', async () => {
    const user = await createUser(t.db, ROLE.salesPerson);
    const { token } = await loginAs(t.app, user);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.json().user).toMatchObject({
      id: user.id,
      role: ROLE.salesPerson,
      user_type: 'provider',
    });

    const missing = await t.app.inject({ method: 'GET', url: '/api/me' });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer('x'.repeat(43)),
    });
    expect([missing.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(unknown.json()).toEqual({ message: messages.unauthenticated });
  });

  it('ends the session at logout', async () => {
    const user = await createUser(t.db);
    const { token } = await loginAs(t.app, user);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: messages.sessionExpired });
  });
});
