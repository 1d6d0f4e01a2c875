import {
  messages,
  ROLE,
  type AccountSessionsResponse,
  type LoginResponse,
  type MfaEnrolLoginResponse,
  type MfaSetupRequiredResponse,
  type MfaSetupResponse,
} from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { bearer, createUser, loginAs } from '#test/factories/users.js';
import { freshCode } from '#test/factories/account-security.js';
import { totpAt } from './totp.js';

// One server with REQUIRE_STAFF_MFA on; the sessions tests use clinic users, whom it spares.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REQUIRE_STAFF_MFA: '1' });
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('REQUIRE_STAFF_MFA=1', () => {
  it('makes a provider user enrol before any session opens', async () => {
    const staff = await createUser(t.db, ROLE.productAdmin);
    const first = await post('/api/login', { email: staff.email, password: staff.password });
    expect(first.statusCode).toBe(200);
    const { setup_token } = first.json<MfaSetupRequiredResponse>();
    expect(first.json()).toEqual({
      mfa_setup_required: true,
      setup_token: expect.any(String),
      expires_at: expect.any(String),
    });
    // The setup token opens nothing but enrolment.
    expect((await get('/api/me', setup_token)).statusCode).toBe(401);
    expect((await post('/api/account/mfa/setup', {}, setup_token)).statusCode).toBe(401);

    const setup = await post('/api/login/mfa/setup', { setup_token });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json<MfaSetupResponse>();
    const wrong = await post('/api/login/mfa/enable', { setup_token, code: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: [messages.mfaCodeInvalid] });

    const enabled = await post('/api/login/mfa/enable', { setup_token, code: totpAt(secret) });
    expect(enabled.statusCode).toBe(200);
    const session = enabled.json<MfaEnrolLoginResponse>();
    expect(session.recovery_codes).toHaveLength(10);
    expect((await get('/api/me', session.token)).statusCode).toBe(200);
    // Used once: the setup token is spent.
    expect((await post('/api/login/mfa/setup', { setup_token })).statusCode).toBe(401);

    // From now on the usual second step, and turning it off is refused for staff.
    const next = await post('/api/login', { email: staff.email, password: staff.password });
    expect(next.json()).toMatchObject({ mfa_required: true });
    const code = await freshCode(t.db, staff.id, secret);
    await post('/api/account/reauth', { password: staff.password, code }, session.token);
    const off = await post('/api/account/mfa/disable', {}, session.token);
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual({ message: messages.mfaRequiredForStaff });
  });

  it('leaves clinic users to choose', async () => {
    const owner = await createUser(t.db, ROLE.clientAdmin, { owner: true });
    const response = await post('/api/login', { email: owner.email, password: owner.password });
    expect(response.json()).toHaveProperty('token');
    const status = await get('/api/account/mfa', response.json<LoginResponse>().token);
    expect(status.json()).toMatchObject({ enabled: false, required: false });
  });
});

describe('active sessions', () => {
  it("lists only the caller's own live sessions and marks this one", async () => {
    const ann = await createUser(t.db, ROLE.clientAdmin, { owner: true });
    const bob = await createUser(t.db, ROLE.subClientAdmin, { companyId: ann.companyId! });
    const phone = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ann.email, password: ann.password },
      headers: { 'user-agent': 'Phone Browser 1.0' },
    });
    const laptop = await loginAs(t.app, ann);
    const bobs = await loginAs(t.app, bob);
    const ended = await loginAs(t.app, ann);
    await post('/api/logout', {}, ended.token);

    const list = await get('/api/account/sessions', laptop.token);
    expect(list.statusCode).toBe(200);
    const { data } = list.json<AccountSessionsResponse>();
    expect(data).toHaveLength(2);
    expect(data.filter((s) => s.current)).toHaveLength(1);
    expect(data.find((s) => !s.current)?.user_agent).toBe('Phone Browser 1.0');
    expect(data[0]).toEqual({
      id: expect.any(Number),
      created_at: expect.any(String),
      last_seen_at: expect.any(String),
      expires_at: expect.any(String),
      ip: '127.0.0.1',
      user_agent: expect.any(String),
      current: expect.any(Boolean),
    });

    // Someone else's session cannot be ended, nor seen.
    const bobsList = (
      await get('/api/account/sessions', bobs.token)
    ).json<AccountSessionsResponse>();
    const bobsId = bobsList.data[0]!.id;
    expect(data.map((s) => s.id)).not.toContain(bobsId);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${bobsId}`,
      headers: bearer(laptop.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await get('/api/me', bobs.token)).statusCode).toBe(200);

    const phoneId = data.find((s) => !s.current)!.id;
    const one = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${phoneId}`,
      headers: bearer(laptop.token),
    });
    expect(one.json()).toEqual({ message: messages.sessionRevoked });
    expect((await get('/api/me', phone.json<LoginResponse>().token)).statusCode).toBe(401);
  });

  it('signs out every other session; their tokens get 401, this one stays', async () => {
    const user = await createUser(t.db, ROLE.clientAdmin, { owner: true });
    const others = [await loginAs(t.app, user), await loginAs(t.app, user)];
    const here = await loginAs(t.app, user);
    const bystander = await loginAs(t.app, await createUser(t.db, ROLE.clientAdmin));

    const revoked = await post('/api/account/sessions/revoke-others', {}, here.token);
    expect(revoked.json()).toEqual({ message: messages.otherSessionsRevoked, revoked: 2 });
    for (const other of others) {
      const me = await get('/api/me', other.token);
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({ message: messages.sessionExpired });
    }
    expect((await get('/api/me', here.token)).statusCode).toBe(200);
    expect((await get('/api/me', bystander.token)).statusCode).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('user_id', '=', user.id)
      .where('action', '=', 'sessions.revoked')
      .executeTakeFirstOrThrow();
    expect(audit.details).toEqual({ scope: 'others', count: 2 });
  });
});
