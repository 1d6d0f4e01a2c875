import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { bearer, createUser, loginAs } from '../test/factories.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await loginAs(t.app, await createUser(t.db))).token;
});
afterAll(() => t.close());

it('answers a malformed path id with a 422 naming it in our words, not the library wording', async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/company/edit/abc',
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    message: 'Enter a number.',
    errors: { id: ['Enter a number.'] },
  });
});
