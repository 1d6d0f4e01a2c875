import { ROLE, type LoginResponse } from '@paperless/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { bearer, createUser, type TestUser } from '#test/factories/users.js';

// PGlite runs one statement at a time on one connection. Kysely's PGliteDialect holds that
// connection for a whole transaction; this proves concurrent requests never interleave.
let t: TestApp;
let users: TestUser[];
beforeAll(async () => {
  t = await createTestApp();
  users = [];
  for (let i = 0; i < 50; i++)
    users.push(await createUser(t.db, i % 2 ? ROLE.clientAdmin : ROLE.salesPerson));
});
afterAll(() => t.close());

it('runs 50 concurrent sign-ins, each a multi-statement transaction, with every result right', async () => {
  // Each sign-in writes a session, a login attempt and an audit row in one transaction.
  const responses = await Promise.all(
    users.map((u) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: u.email, password: u.password },
      }),
    ),
  );
  expect(responses.map((r) => r.statusCode)).toEqual(users.map(() => 200));
  const logins = responses.map((r) => r.json<LoginResponse>());
  expect(new Set(logins.map((l) => l.token)).size).toBe(50);

  // Then 50 concurrent calls with those tokens: each session belongs to its own user.
  const mes = await Promise.all(
    logins.map((l) => t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(l.token) })),
  );
  expect(mes.map((m) => m.json().user.id)).toEqual(users.map((u) => u.id));

  const ids = users.map((u) => u.id);
  const sessions = await t.db
    .selectFrom('sessions')
    .select('user_id')
    .where('user_id', 'in', ids)
    .execute();
  const audits = await t.db
    .selectFrom('audit_log')
    .select('user_id')
    .where('user_id', 'in', ids)
    .where('action', '=', 'auth.login')
    .execute();
  const attempts = await t.db
    .selectFrom('login_attempts')
    .select('email')
    .where(
      'email',
      'in',
      users.map((u) => u.email),
    )
    .execute();
  expect([sessions.length, audits.length, attempts.length]).toEqual([50, 50, 50]);
});
