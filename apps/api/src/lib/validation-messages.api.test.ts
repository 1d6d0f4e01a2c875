import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { bearer, createUser, loginAs } from '#test/factories/users.js';

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

it('names a field called like an Object method as any other field, never a 500', async () => {
  // Found by fuzzing: a field "valueOf" met the inherited Object.prototype.valueOf. (A body
  // with "__proto__" never gets here: the JSON parser refuses it with a 400.)
  for (const field of ['valueOf', 'toString', 'constructor']) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/twilio/sms',
      headers: { 'content-type': 'application/json' },
      payload: `{"${field}": ["not text"], "hasOwnProperty": 1}`,
    });
    expect(response.statusCode, `${field}: ${response.body}`).toBe(422);
    const errors = response.json<{ errors: Record<string, string[]> }>().errors;
    expect(Object.keys(errors).sort()).toEqual([field, 'hasOwnProperty'].sort());
  }
});
