import { ROLE, sendingMessages, type SentLinkListResponse } from '@paperless/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxTo } from '#test/support/outbox.js';
import { bearer, createUser, loginAs, unique } from '#test/factories/users.js';
import { hashToken } from '../../../lib/tokens.js';
import { openRecipient } from '../../../lib/recipient.js';
import { frontDeskWorld } from '#test/factories/sending.js';
import { templateFormId } from '#test/factories/patient-links.js';

const t = frontDeskWorld();
let secondFormId: number;

beforeAll(async () => {
  secondFormId = await templateFormId(t.db, t.clinic.id, 2);
});

/** Sends the form to these addresses and answers the links made, in the order given. */
async function sendTo(emails: string[], form = t.formId) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/forms/send',
    payload: { formId: form, emails },
    headers: t.clinic.headers,
  });
  expect(response.statusCode).toBe(201);
  // Addresses are sealed (Security II): open each to find the links sent just now.
  const rows = await t.db.selectFrom('form_links').selectAll().execute();
  return emails.map((e) => rows.find((r) => openRecipient(t.app.cipher, r.recipient) === e)!);
}

function list(query: string, headers = t.clinic.headers) {
  return t.app.inject({ method: 'GET', url: `/api/links?${query}`, headers });
}

function resend(id: string | number, headers = t.clinic.headers, query = '') {
  return t.app.inject({ method: 'POST', url: `/api/links/${id}/resend${query}`, headers });
}

const day = 86_400_000;

describe('GET /api/links', () => {
  it('lists a form’s links newest first with states derived from their dates', async () => {
    const tag = unique();
    const emails = ['waiting', 'opened', 'completed', 'expired'].map(
      (s) => `${s}-${tag}@example.com`,
    );
    const [, opened, submitted, expired] = await sendTo(emails, secondFormId);
    const now = Date.now();
    await t.db
      .updateTable('form_links')
      .set({ opened_at: new Date(now) })
      .where('id', 'in', [opened!.id, submitted!.id])
      .execute();
    await t.db
      .updateTable('form_links')
      .set({ submitted_at: new Date(now) })
      .where('id', '=', submitted!.id)
      .execute();
    await t.db
      .updateTable('form_links')
      .set({ opened_at: new Date(now - 2 * day), expires_at: new Date(now - day) })
      .where('id', '=', expired!.id)
      .execute();
    // The same moment for all four: newest first falls back to the id.
    const response = await list(`form_id=${secondFormId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<SentLinkListResponse>();
    expect(body.total).toBe(4);
    expect(body.data.map((l) => [l.recipient, l.state])).toEqual([
      [emails[3], 'expired'],
      [emails[2], 'completed'],
      [emails[1], 'opened'],
      [emails[0], 'waiting'],
    ]);
    expect(body.data[3]).toMatchObject({ channel: 'email', send_count: 1, opened_at: null });

    const page = await list(`form_id=${secondFormId}&per_page=3&page=2`);
    expect(page.json<SentLinkListResponse>()).toMatchObject({ total: 4, page: 2, per_page: 3 });
    expect(page.json<SentLinkListResponse>().data.map((l) => l.recipient)).toEqual([emails[0]]);

    const audit = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'link.list')
      .where('target_id', '=', String(secondFormId))
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('shows a clinic only its own links, and refuses roles without manage_forms', async () => {
    const response = await list('', t.other.headers);
    expect(response.json<SentLinkListResponse>().total).toBe(0);
    expect((await list(`company_id=${t.clinic.id}`, t.other.headers)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/links' })).statusCode).toBe(401);
    const admin = await loginAs(t.app, await createUser(t.db, ROLE.productAdmin));
    expect((await list('', bearer(admin.token))).statusCode).toBe(403);
  });
});

describe('POST /api/links/{id}/resend', () => {
  it('sends the link again under a new token and renews its expiry', async () => {
    const to = `again-${unique()}@example.com`;
    const [link] = await sendTo([to]);
    await t.db
      .updateTable('form_links')
      .set({ expires_at: new Date(Date.now() - day) })
      .where('id', '=', link!.id)
      .execute();

    const response = await resend(link!.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Link sent again' });

    const after = await t.db
      .selectFrom('form_links')
      .selectAll()
      .where('id', '=', link!.id)
      .executeTakeFirstOrThrow();
    expect(after.token_hash).not.toBe(link!.token_hash);
    expect(after.send_count).toBe(2);
    expect(after.expires_at.getTime()).toBeGreaterThan(Date.now() + 29 * day);
    expect(after.last_sent_at.getTime()).toBeGreaterThanOrEqual(link!.last_sent_at.getTime());
    const oldHolder = await t.db
      .selectFrom('form_links')
      .select('id')
      .where('token_hash', '=', link!.token_hash)
      .executeTakeFirst();
    expect(oldHolder).toBeUndefined();

    // The first message's stored copy forgot its link and its address (lib/outbox).
    const messages = await outboxTo(t, to);
    expect(messages).toHaveLength(1);
    const token = /\/form-fill\/([A-Za-z0-9_-]+)/.exec(messages[0]!.body_text ?? '')?.[1] ?? '';
    expect(hashToken(token)).toBe(after.token_hash);

    const [listed] = (await list(`form_id=${t.formId}&per_page=1`)).json<SentLinkListResponse>()
      .data;
    expect(listed).toMatchObject({ recipient: to, state: 'waiting', send_count: 2 });
  });

  it('refuses a submitted link with 409 and changes nothing', async () => {
    const [link] = await sendTo([`done-${unique()}@example.com`]);
    await t.db
      .updateTable('form_links')
      .set({ submitted_at: new Date() })
      .where('id', '=', link!.id)
      .execute();
    const response = await resend(link!.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(sendingMessages.alreadySubmitted);
    const after = await t.db
      .selectFrom('form_links')
      .select(['token_hash', 'send_count'])
      .where('id', '=', link!.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ token_hash: link!.token_hash, send_count: 1 });
  });

  it('answers 404 to another clinic and leaves the link alone; 403 without manage_forms', async () => {
    const [link] = await sendTo([`mine-${unique()}@example.com`]);
    expect((await resend(link!.id, t.other.headers)).statusCode).toBe(404);
    expect((await resend(link!.id, t.other.headers, `?company_id=${t.clinic.id}`)).statusCode).toBe(
      404,
    );
    const sales = await loginAs(t.app, await createUser(t.db, ROLE.salesPerson));
    expect((await resend(link!.id, bearer(sales.token))).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/links/${link!.id}/resend` })).statusCode,
    ).toBe(401);
    const after = await t.db
      .selectFrom('form_links')
      .select('token_hash')
      .where('id', '=', link!.id)
      .executeTakeFirstOrThrow();
    expect(after.token_hash).toBe(link!.token_hash);
  });

  it('lets a Super Admin resend for the company they name', async () => {
    const [link] = await sendTo([`staff-${unique()}@example.com`]);
    const admin = await loginAs(t.app, await createUser(t.db, ROLE.superAdmin));
    const response = await resend(link!.id, bearer(admin.token), `?company_id=${t.clinic.id}`);
    expect(response.statusCode).toBe(200);
    const wrong = await resend(link!.id, bearer(admin.token), `?company_id=${t.other.id}`);
    expect(wrong.statusCode).toBe(404);
  });

  it('refuses a link whose form was deleted since', async () => {
    const custom = await t.db
      .insertInto('forms')
      .values({ company_id: t.clinic.id, title: 'Soon gone' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [link] = await sendTo([`gone-${unique()}@example.com`], custom.id);
    await t.db
      .updateTable('forms')
      .set({ deleted_at: new Date() })
      .where('id', '=', custom.id)
      .execute();
    const response = await resend(link!.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(sendingMessages.targetGone);
  });
});

describe('OpenAPI', () => {
  it('describes the sending routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/forms/send',
        '/api/buckets/send',
        '/api/links',
        '/api/links/{id}/resend',
        '/api/links/{id}/extend',
        '/api/links/{id}/cancel',
        '/api/visits',
      ]),
    );
  });
});
