import { ROLE, type OutboxListResponse, type OutboxMessage } from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { bearer, createUser, loginAs, unique } from '#test/factories/users.js';
import { recordsRelease, submit, templateFormId } from '#test/factories/patient-links.js';

// The embedded default: no SMTP or SMS settings, so messages wait in the outbox (decision 22).
let t: TestApp;
let admin: string;
let clinic: TestClinic;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t.app, await createUser(t.db, ROLE.superAdmin))).token;
  clinic = await createClinic(t.app, t.db);
});
afterAll(() => t.close());

async function outbox(search: string, token = admin) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/outbox?search=${encodeURIComponent(search)}`,
    headers: bearer(token),
  });
  return response;
}

async function messagesTo(address: string): Promise<OutboxMessage[]> {
  const response = await outbox(address);
  expect(response.statusCode).toBe(200);
  return response.json<OutboxListResponse>().data;
}

const tokenIn = (text: string) =>
  /\/(?:new-password|forms?-fill)\/([A-Za-z0-9_-]{20,})/.exec(text)?.[1];

/** Every stored outbox row as one string: what a database dump would hold. */
async function dump(): Promise<string> {
  return JSON.stringify(await t.db.selectFrom('outbox').selectAll().execute());
}

async function requestReset(email: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/forgot-password',
    payload: { email },
  });
  expect(response.statusCode).toBe(200);
  await t.app.outbox.drain();
  const [message] = await messagesTo(email);
  const token = tokenIn(message!.text);
  expect(token).toBeDefined();
  return token!;
}

describe('who reads the outbox', () => {
  it('is Super Admin only: a Sub-Super Admin is refused', async () => {
    const sub = await loginAs(t.app, await createUser(t.db, ROLE.subSuperAdmin));
    expect((await outbox('', sub.token)).statusCode).toBe(403);
  });

  it('cannot be granted to a custom role', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/roles/store',
      headers: bearer(admin),
      payload: { name: `Mail reader ${unique()}`, permissions: ['view_outbox'] },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toEqual(['permissions']);
  });
});

describe('what the outbox stores', () => {
  it('keeps the body and the address sealed, and shows the address masked', async () => {
    const user = await createUser(t.db);
    const token = await requestReset(user.email);
    const stored = await dump();
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(user.email);
    const [message] = await messagesTo(user.email);
    expect(message!.to).not.toBe(user.email);
    expect(message!.to).toContain('•••');
  });

  it('searches addresses and subjects, never the bodies', async () => {
    const user = await createUser(t.db);
    const token = await requestReset(user.email);
    expect(await messagesTo(token)).toEqual([]);
    expect(await messagesTo('Hello')).toEqual([]);
  });

  it('finds exactly the messages of a whole address, not of another that masks alike', async () => {
    const tag = unique();
    // Both mask as a•••z@l•••e.test.
    const [mine, lookAlike] = [`a${tag}1z@lookalike.test`, `a${tag}2z@lookalike.test`];
    for (const email of [mine, lookAlike]) {
      await createUser(t.db, ROLE.productAdmin, { email });
      await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    }
    const found = await messagesTo(mine.toUpperCase());
    expect(found).toHaveLength(1);
    expect(found[0]!.to).toBe('a•••z@l•••e.test');
    // The masked form itself still finds both.
    expect(await messagesTo('a•••z@l•••e.test')).toHaveLength(2);
  });

  it('forgets a reset link once it is used', async () => {
    const user = await createUser(t.db);
    const token = await requestReset(user.email);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/password/reset/${token}`,
      payload: { password: 'a brand new secret' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await dump()).not.toContain(token);
    const [message] = await messagesTo(user.email);
    expect(message!.text).not.toContain(token);
    expect(message!.text).toContain('[link removed]');
  });

  it('forgets an older reset link when a newer one is issued', async () => {
    const user = await createUser(t.db);
    const first = await requestReset(user.email);
    await requestReset(user.email);
    const texts = (await messagesTo(user.email)).map((m) => m.text).join('\n');
    expect(texts).not.toContain(first);
    expect(await dump()).not.toContain(first);
  });

  it('forgets a patient link that is sent again, and one that is submitted', async () => {
    const formId = await templateFormId(t.db, clinic.id, 1);
    const patient = `patient-${unique()}@example.com`;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/forms/send',
      headers: clinic.headers,
      payload: { formId, emails: [patient] },
    });
    expect(sent.statusCode).toBe(201);
    const first = tokenIn((await messagesTo(patient))[0]!.text)!;
    const link = await t.db
      .selectFrom('form_links')
      .select('id')
      .where('company_id', '=', clinic.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/links/${link.id}/resend`,
      headers: clinic.headers,
    });
    expect(resent.statusCode).toBe(200);
    expect(await dump()).not.toContain(first);
    const [newest, oldest] = await messagesTo(patient);
    expect(oldest!.text).not.toContain(first);
    const second = tokenIn(newest!.text)!;

    const submitted = await submit(t.app, second, {
      fields: recordsRelease(),
      formId,
      lastForm: true,
      fromBucket: false,
    });
    expect(submitted.statusCode).toBe(201);
    expect(await dump()).not.toContain(second);
    expect((await messagesTo(patient)).map((m) => m.text).join('\n')).not.toContain(second);
  });

  it('forgets links that expired', async () => {
    const user = await createUser(t.db);
    const token = await requestReset(user.email);
    await t.db
      .updateTable('password_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    await t.db
      .updateTable('outbox')
      .set({ link_expires_at: new Date(Date.now() - 1000) })
      .where('link_ref', 'like', 'password_tokens:%')
      .execute();
    await t.app.outbox.drain();
    expect(await dump()).not.toContain(token);
  });
});
