import { PERMISSION_KEYS, ROLE, type BuiltInRoleName } from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { bearer, createUser, loginAs } from '#test/factories/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function tokenFor(role: BuiltInRoleName) {
  return (await loginAs(t.app, await createUser(t.db, role))).token;
}

describe('role guards on the server', () => {
  it.each([
    [ROLE.superAdmin, 200],
    // The outbox holds live links: Super Admin's alone (Security II).
    [ROLE.subSuperAdmin, 403],
    [ROLE.productAdmin, 403],
    [ROLE.salesPerson, 403],
    [ROLE.clientAdmin, 403],
    [ROLE.subClientAdmin, 403],
  ] as const)('GET /api/outbox as %s answers %i', async (role, status) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/outbox',
      headers: bearer(await tokenFor(role)),
    });
    expect(response.statusCode).toBe(status);
  });

  it('refuses every non-public route without a session', async () => {
    for (const url of ['/api/me', '/api/permissions', '/api/outbox', '/api/notifications']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('lists every permission', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/permissions',
      headers: bearer(await tokenFor(ROLE.superAdmin)),
    });
    expect(
      response
        .json()
        .permissions.map((p: { key: string }) => p.key)
        .sort(),
    ).toEqual([...PERMISSION_KEYS].sort());
  });
});

describe('notifications', () => {
  it('shows a user only their own, with the unread count, and marks them read', async () => {
    const mine = await createUser(t.db);
    const other = await createUser(t.db);
    await t.db
      .insertInto('notifications')
      .values([
        { user_id: mine.id, title: 'New self-signup', body: 'A clinic signed up.' },
        { user_id: mine.id, title: 'Payment failed', body: 'A card was declined.' },
        { user_id: other.id, title: 'Not yours', body: '' },
      ])
      .execute();
    const { token } = await loginAs(t.app, mine);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: bearer(token),
    });
    expect(list.json().unread).toBe(2);
    expect(list.json().data.map((n: { title: string }) => n.title)).toEqual([
      'Payment failed',
      'New self-signup',
    ]);
    await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: bearer(token),
    });
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) })
      ).json().unread,
    ).toBe(0);
  });
});

describe('health and docs', () => {
  it('answers /healthz when the database answers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
    });
  });

  it('describes every route in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/logout',
        '/api/me',
        '/api/forgot-password',
        '/api/password/reset/{tokenId}',
        '/api/change-password',
        '/api/permissions',
        '/api/outbox',
        '/api/notifications',
        '/healthz',
      ]),
    );
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });
});
