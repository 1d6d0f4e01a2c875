import {
  addLocalDays,
  endOfLocalDay,
  localDateOf,
  parseLocalDateTime,
  recipientKey,
  sendingMessages,
  wallTimeToUtc,
  type SentLinkListResponse,
} from '@paperless/core';
import { describe, expect, it } from 'vitest';
import { outboxTo } from '#test/support/outbox.js';
import { unique } from '#test/factories/users.js';
import { hashToken } from '../../../lib/tokens.js';
import { bucketOf, templateFormId } from '#test/factories/patient-links.js';
import { frontDeskWorld, sendLink } from '#test/factories/sending.js';

const ZONE = 'America/Los_Angeles';
const t = frontDeskWorld(ZONE);

/** A local day relative to the clinic's today. */
const day = (offset: number) => addLocalDays(localDateOf(new Date(), ZONE), offset);

function send(payload: object, headers = t.clinic.headers, url = '/api/forms/send') {
  return t.app.inject({ method: 'POST', url, payload, headers });
}

async function stored() {
  const [links, messages] = await Promise.all([
    t.db
      .selectFrom('form_links')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    t.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return [links.n, messages.n];
}

/** A phone number no other test uses. */
const phone = () => `(512) 55${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;

describe('sending with a visit and a patient name', () => {
  it('stores the visit in UTC, the name, the recipient MAC and the sealed token; expires at the end of the visit day', async () => {
    const to = `visit-${unique()}@example.com`;
    const visitAt = `${day(1)}T23:30`;
    const { link, token } = await sendLink(t, t.clinic, to, {
      formId: t.formId,
      visit_at: visitAt,
      patient_name: '  Ana Lima  ',
    });
    const visit = wallTimeToUtc(parseLocalDateTime(visitAt)!, ZONE);
    expect(link.visit_at).toEqual(visit);
    // 23:30 in Los Angeles is the next UTC day: the expiry follows the clinic's day, not UTC's.
    expect(link.expires_at).toEqual(endOfLocalDay(day(1), ZONE));
    expect(link.patient_name).toBe('Ana Lima');
    expect(link.recipient_mac).toBe(
      t.app.cipher.mac('link-recipient', recipientKey('email', to)).mac,
    );
    expect(t.app.cipher.decryptJson(link.token_sealed!)).toBe(token);
    expect(hashToken(token)).toBe(link.token_hash);
    const [message] = await outboxTo(t, to);
    expect(message!.body_text).toContain('It works until the end of the day of your visit');
    expect(message!.body_text).not.toContain('Ana Lima');

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/links',
      query: { q: to },
      headers: t.clinic.headers,
    });
    expect(listed.json<SentLinkListResponse>().data[0]).toMatchObject({
      visit_at: visit.toISOString(),
      patient_name: 'Ana Lima',
      expires_at: endOfLocalDay(day(1), ZONE).toISOString(),
    });

    const audit = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'form.send')
      .where('company_id', '=', t.clinic.id)
      .execute();
    expect(JSON.stringify(audit)).not.toContain('Lima');
  });

  it('takes a visit and a name on a bucket send too', async () => {
    const bucketId = await bucketOf(t.db, t.clinic.id, [t.formId]);
    const { link } = await sendLink(t, t.clinic, `bucket-${unique()}@example.com`, {
      bucketId,
      visit_at: `${day(3)}T09:00`,
      patient_name: 'Bo Reyes',
    });
    expect(link).toMatchObject({ bucket_id: bucketId, patient_name: 'Bo Reyes' });
    expect(link.expires_at).toEqual(endOfLocalDay(day(3), ZONE));
  });

  it.each([
    ['in the past', () => `${day(-1)}T10:00`, sendingMessages.visitInPast],
    ['more than 365 days ahead', () => `${day(370)}T10:00`, sendingMessages.visitTooFar],
  ])('refuses a visit %s on visit_at and stores nothing', async (_, visitAt, message) => {
    const before = await stored();
    const to = `late-${unique()}@example.com`;
    const response = await send({
      formId: t.formId,
      emails: [to],
      phone_numbers: [phone()],
      visit_at: visitAt(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ visit_at: [message] });
    expect(await stored()).toEqual(before);
  });

  it('refuses a malformed visit time', async () => {
    const response = await send({
      formId: t.formId,
      emails: ['x@example.com'],
      visit_at: '2026-13-01 10:00',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['visit_at']);
  });

  it('without a visit, the link works LINK_TTL_DAYS', async () => {
    const { link } = await sendLink(t, t.clinic, `plain-${unique()}@example.com`, {
      formId: t.formId,
    });
    expect(link.visit_at).toBeNull();
    const days = (link.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });
});

describe('SMS to patients', () => {
  it('ends every text with the opt-out line', async () => {
    const number = phone();
    await sendLink(t, t.clinic, number, { formId: t.formId }, 'sms');
    const [message] = await outboxTo(t, number.replace(/\D/g, ''));
    expect(message!.body_text).toMatch(/ Reply STOP to opt out\.$/);
  });

  it('refuses a number that replied STOP to this clinic, on phone_numbers, and sends nothing', async () => {
    const number = phone();
    await t.db
      .insertInto('sms_opt_outs')
      .values({
        company_id: t.clinic.id,
        // Twilio writes the number its way; the front desk types it theirs.
        phone_mac: t.app.cipher.mac('link-recipient', recipientKey('sms', `+1${number}`)).mac,
      })
      .execute();
    const before = await stored();
    const response = await send({
      formId: t.formId,
      emails: [`fine-${unique()}@example.com`],
      phone_numbers: [number],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ phone_numbers: [sendingMessages.phoneOptedOut] });
    expect(await stored()).toEqual(before);

    // The opt-out is the clinic's: another clinic may still text the number.
    const elsewhere = await send(
      { formId: await templateFormId(t.db, t.other.id, 1), phone_numbers: [number] },
      t.other.headers,
    );
    expect(elsewhere.statusCode).toBe(201);
  });
});
