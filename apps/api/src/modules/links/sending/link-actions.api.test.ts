import {
  addLocalDays,
  endOfLocalDay,
  formatInZone,
  localDateOf,
  recipientKey,
  ROLE,
  sendingMessages,
} from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs, unique } from '#test/factories/users.js';
import {
  bucketOf,
  open,
  recordsRelease,
  refillPolicy,
  submit,
  templateFormId,
} from '#test/factories/patient-links.js';
import { DAY_MS, frontDeskWorld, sendLink } from '#test/factories/sending.js';

const ZONE = 'America/New_York';
const t = frontDeskWorld(ZONE);

const action = (
  id: string,
  what: 'cancel' | 'extend' | 'resend',
  payload?: object,
  headers = t.clinic.headers,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/links/${id}/${what}`,
    headers,
    ...(payload ? { payload } : {}),
  });

const stepsOf = (linkId: string) =>
  t.db.selectFrom('link_steps').select('form_id').where('link_id', '=', linkId).execute();
const row = (id: string) =>
  t.db.selectFrom('form_links').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const newLink = (payload: object = {}) =>
  sendLink(t, t.clinic, `p-${unique()}@example.com`, { formId: t.formId, ...payload });

describe('POST /api/links/{id}/cancel', () => {
  it('stops the link at once, drops saved forms, forgets the message copy, and audits', async () => {
    const second = await templateFormId(t.db, t.clinic.id, 7);
    const bucketId = await bucketOf(t.db, t.clinic.id, [t.formId, second]);
    const { link, token } = await sendLink(t, t.clinic, `c-${unique()}@example.com`, { bucketId });
    const saved = await submit(t.app, token, { fields: refillPolicy(), formId: second });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    expect(await stepsOf(link.id)).toHaveLength(1);

    const response = await action(link.id, 'cancel');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: sendingMessages.cancelled });
    const after = await row(link.id);
    expect(after.cancelled_at).toBeInstanceOf(Date);
    expect(after).toMatchObject({
      cancelled_by: t.clinic.owner.id,
      token_sealed: null,
      next_reminder_at: null,
    });
    expect(await stepsOf(link.id)).toEqual([]);
    const copy = await t.db
      .selectFrom('outbox')
      .select(['body_sealed', 'scrubbed_at'])
      .where('link_ref', '=', `form_links:${link.id}`)
      .executeTakeFirstOrThrow();
    expect(copy.body_sealed).toBeNull();
    expect(copy.scrubbed_at).not.toBeNull();

    const patient = await open(t.app, token);
    expect(patient.statusCode).not.toBe(200);
    expect(patient.statusCode).toBeGreaterThanOrEqual(400);
    expect(patient.statusCode).toBeLessThan(500);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['company_id', 'details'])
      .where('action', '=', 'link.cancel')
      .where('target_id', '=', link.id)
      .execute();
    expect(audit).toHaveLength(1);

    // Twice: the same answer, and nothing changes.
    const again = await action(link.id, 'cancel');
    expect(again.statusCode).toBe(200);
    expect((await row(link.id)).cancelled_at).toEqual(after.cancelled_at);
  });

  it('refuses a submitted link with 409 and leaves it alone', async () => {
    const { link, token } = await newLink();
    expect(
      (await submit(t.app, token, { fields: recordsRelease(), formId: t.formId })).statusCode,
    ).toBe(201);
    const response = await action(link.id, 'cancel');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(sendingMessages.cannotCancel);
    expect((await row(link.id)).cancelled_at).toBeNull();
  });

  it('answers 404 to another clinic and 403 to a Sales Person', async () => {
    const { link } = await newLink();
    expect((await action(link.id, 'cancel', undefined, t.other.headers)).statusCode).toBe(404);
    const sales = await loginAs(t.app, await createUser(t.db, ROLE.salesPerson));
    expect((await action(link.id, 'cancel', undefined, bearer(sales.token))).statusCode).toBe(403);
    expect((await row(link.id)).cancelled_at).toBeNull();
  });
});

describe('POST /api/links/{id}/resend', () => {
  it('refuses a cancelled link with 409 and changes nothing', async () => {
    const { link } = await newLink();
    await action(link.id, 'cancel');
    const before = await row(link.id);
    const messages = await t.db.selectFrom('outbox').select('id').execute();
    const response = await action(link.id, 'resend');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(sendingMessages.alreadyCancelled);
    expect(await row(link.id)).toEqual(before);
    expect(await t.db.selectFrom('outbox').select('id').execute()).toHaveLength(messages.length);
  });

  it('renews the expiry to the end of a visit day still ahead, seals the new token, keeps reminders_sent', async () => {
    const visitDay = addLocalDays(localDateOf(new Date(), ZONE), 2);
    const { link } = await newLink({ visit_at: `${visitDay}T15:00` });
    await t.db
      .updateTable('form_links')
      .set({ reminders_sent: 2, expires_at: new Date(Date.now() - DAY_MS) })
      .where('id', '=', link.id)
      .execute();
    expect((await action(link.id, 'resend')).statusCode).toBe(200);
    const after = await row(link.id);
    expect(after.expires_at).toEqual(endOfLocalDay(visitDay, ZONE));
    expect(after.reminders_sent).toBe(2);
    expect(after.token_hash).not.toBe(link.token_hash);
    expect(after.token_sealed).not.toBe(link.token_sealed);

    // Once the visit is past, a resend gives the usual 30 days.
    await t.db
      .updateTable('form_links')
      .set({ visit_at: new Date(Date.now() - DAY_MS) })
      .where('id', '=', link.id)
      .execute();
    expect((await action(link.id, 'resend')).statusCode).toBe(200);
    const days = ((await row(link.id)).expires_at.getTime() - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(29.9);
  });

  it('refuses to text a number that replied STOP since', async () => {
    const number = `(415) 55${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;
    const { link } = await sendLink(t, t.clinic, number, { formId: t.formId }, 'sms');
    await t.db
      .insertInto('sms_opt_outs')
      .values({
        company_id: t.clinic.id,
        phone_mac: t.app.cipher.mac('link-recipient', recipientKey('sms', number)).mac,
      })
      .execute();
    const response = await action(link.id, 'resend');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(sendingMessages.phoneOptedOut);
    expect((await row(link.id)).send_count).toBe(1);
  });
});

describe('POST /api/links/{id}/extend', () => {
  it('gives an expired link days from now, and a live one days past its expiry', async () => {
    const { link: expired, token } = await newLink();
    await t.db
      .updateTable('form_links')
      .set({ expires_at: new Date(Date.now() - 5 * DAY_MS) })
      .where('id', '=', expired.id)
      .execute();
    const before = Date.now();
    const response = await action(expired.id, 'extend', { days: 3 });
    expect(response.statusCode, response.body).toBe(200);
    const until = (await row(expired.id)).expires_at;
    expect(until.getTime()).toBeGreaterThanOrEqual(before + 3 * DAY_MS - 60_000);
    expect(until.getTime()).toBeLessThanOrEqual(Date.now() + 3 * DAY_MS + 60_000);
    expect(response.json()).toEqual({
      message: sendingMessages.extended(formatInZone(until, ZONE)),
      data: { expires_at: until.toISOString() },
    });
    expect((await open(t.app, token)).statusCode).toBe(200);

    const { link: live } = await newLink();
    expect((await action(live.id, 'extend', { days: 10 })).statusCode).toBe(200);
    expect((await row(live.id)).expires_at.getTime()).toBe(live.expires_at.getTime() + 10 * DAY_MS);

    const audit = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'link.extend')
      .where('target_id', '=', live.id)
      .executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ days: 10 });
  });

  it('refuses a completed or cancelled link with 409, and days outside 1..30 with 422', async () => {
    const { link: done, token } = await newLink();
    expect(
      (await submit(t.app, token, { fields: recordsRelease(), formId: t.formId })).statusCode,
    ).toBe(201);
    const { link: gone } = await newLink();
    await action(gone.id, 'cancel');
    for (const link of [done, gone]) {
      const before = await row(link.id);
      const response = await action(link.id, 'extend', { days: 5 });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(sendingMessages.cannotExtend);
      expect((await row(link.id)).expires_at).toEqual(before.expires_at);
    }
    const { link } = await newLink();
    for (const days of [0, 31, 'x']) {
      const response = await action(link.id, 'extend', { days });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.days).toEqual([sendingMessages.extendDays]);
    }
    expect((await action(link.id, 'extend', { days: 5 }, t.other.headers)).statusCode).toBe(404);
  });
});
