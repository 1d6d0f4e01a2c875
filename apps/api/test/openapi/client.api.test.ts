import { messages, ROLE } from '@paperless/core';
import createClient, { type Client } from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { createUser, type TestUser } from '../factories/users.js';
import type { paths } from '../../openapi/schema.js';

/**
 * What an integrator does: a client typed from the committed schema.ts, over real HTTP to the
 * app on a loopback port. Its types are checked by `tsc -p apps/api`, its answers here.
 */
let test: TestApp;
let baseUrl: string;
let admin: TestUser;

beforeAll(async () => {
  test = await createTestApp();
  baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await createUser(test.db, ROLE.superAdmin);
});
afterAll(() => test?.close());

async function signedInClient(user: TestUser): Promise<Client<paths>> {
  const { data, response } = await createClient<paths>({ baseUrl }).POST('/api/login', {
    body: { email: user.email, password: user.password },
  });
  expect(response.status).toBe(200);
  if (!data || !('token' in data)) throw new Error('expected a session, not a second step');
  return createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${data.token}` } });
}

describe('a client generated from the OpenAPI document', () => {
  it('signs in and reads protected routes with typed answers', async () => {
    const client = await signedInClient(admin);

    const me = await client.GET('/api/me');
    expect(me.data?.user.email).toBe(admin.email);
    expect(me.data?.permissions).toContain('manage_plans');

    const created = await client.POST('/api/plan', {
      body: { name: 'Typed client plan', encounter: 10, price: 20 },
    });
    expect(created.response.status).toBe(201);
    const plans = await client.GET('/api/plan', { params: { query: { active: '1' } } });
    expect(plans.data?.plans.map((plan) => plan.name)).toContain('Typed client plan');
  });

  it('reads a refused input as a typed error with the message of each field', async () => {
    const client = await signedInClient(admin);
    const { data, error, response } = await client.POST('/api/plan', {
      body: { name: ' ', encounter: 10, price: 20 },
    });
    expect(response.status).toBe(422);
    expect(data).toBeUndefined();
    expect(error?.errors?.name).toEqual([messages.required]);
  });

  it('reads a call without a session as a typed 401', async () => {
    const { data, error, response } = await createClient<paths>({ baseUrl }).GET('/api/me');
    expect(response.status).toBe(401);
    expect(data).toBeUndefined();
    expect(error?.message).toBe(messages.unauthenticated);
  });

  it('knows only the routes the document describes', async () => {
    const client = createClient<paths>({ baseUrl });
    // @ts-expect-error: no such path in the document, so the typed client refuses it.
    const { response } = await client.GET('/api/no-such-route');
    expect(response.status).toBe(404);
  });
});
