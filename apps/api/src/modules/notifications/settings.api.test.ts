import { ROLE, type BuiltInRoleName } from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { bearer, createUser, loginAs } from '#test/factories/users.js';

/** GET/PUT /api/me/notification-settings: each user's choice of completion e-mails. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/me/notification-settings';

async function signedIn(role: BuiltInRoleName = ROLE.subClientAdmin) {
  const user = await createUser(t.db, role);
  return { user, headers: bearer((await loginAs(t.app, user)).token) };
}
const stored = async (userId: number) =>
  t.db
    .selectFrom('users')
    .select(['completion_email', 'digest_sent_through'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

describe('notification settings', () => {
  it('starts at the daily digest and saves a new choice, audited without personal data', async () => {
    const { user, headers } = await signedIn();
    const first = await t.app.inject({ method: 'GET', url: URL, headers });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { completion_email: 'digest' } });

    const saved = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers,
      payload: { completion_email: 'instant' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ data: { completion_email: 'instant' } });
    expect((await t.app.inject({ method: 'GET', url: URL, headers })).json()).toEqual({
      data: { completion_email: 'instant' },
    });
    expect((await stored(user.id)).completion_email).toBe('instant');

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['user_id', 'target_id', 'details'])
      .where('action', '=', 'user.notification_settings')
      .executeTakeFirstOrThrow();
    const details = typeof audit.details === 'string' ? JSON.parse(audit.details) : audit.details;
    expect(audit).toMatchObject({ user_id: user.id, target_id: String(user.id) });
    expect(details).toEqual({ completion_email: { from: 'digest', to: 'instant' } });
  });

  it('starts the digest from the switch, so the first summary repeats nothing', async () => {
    const { user, headers } = await signedIn();
    await t.app.inject({ method: 'PUT', url: URL, headers, payload: { completion_email: 'off' } });
    expect((await stored(user.id)).digest_sent_through).toBeNull();
    const before = Date.now();
    await t.app.inject({
      method: 'PUT',
      url: URL,
      headers,
      payload: { completion_email: 'digest' },
    });
    const row = await stored(user.id);
    expect(row.completion_email).toBe('digest');
    expect(row.digest_sent_through!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses an unknown choice with 422 naming completion_email, and changes nothing', async () => {
    const { user, headers } = await signedIn();
    for (const payload of [{ completion_email: 'hourly' }, {}, { completion_email: 7 }]) {
      const response = await t.app.inject({ method: 'PUT', url: URL, headers, payload });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Choose how you want to hear about completed forms.',
        errors: { completion_email: ['Choose how you want to hear about completed forms.'] },
      });
    }
    expect((await stored(user.id)).completion_email).toBe('digest');
  });

  it('is open to every signed-in user, provider staff included, and to no one else', async () => {
    const { headers } = await signedIn(ROLE.salesPerson);
    const put = await t.app.inject({
      method: 'PUT',
      url: URL,
      headers,
      payload: { completion_email: 'off' },
    });
    expect(put.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: URL,
      payload: { completion_email: 'off' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
