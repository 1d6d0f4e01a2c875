import {
  KIOSK_DEVICE_IDLE_DAYS,
  KIOSK_DEVICE_MAX_DAYS,
  KIOSK_LINK_HOURS,
  KIOSK_TOKEN_HEADER,
  kioskMessages,
} from '@paperless/core';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, unique } from '#test/factories/users.js';
import { hashToken } from '../../lib/tokens.js';
import {
  bucketOf,
  open,
  recordsRelease,
  submit,
  templateFormId,
} from '#test/factories/patient-links.js';
import { frontDeskWorld } from '#test/factories/sending.js';
import { asKiosk, KIOSK_PIN, startKiosk } from '#test/factories/kiosk.js';

const t = frontDeskWorld('America/Chicago');
let otherFormId: number;

beforeAll(async () => {
  otherFormId = await templateFormId(t.db, t.other.id, 1);
});

const linkOf = (token: string) =>
  t.db
    .selectFrom('form_links')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirstOrThrow();

const auditsOf = (action: string, companyId: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('company_id', '=', companyId)
    .execute();

describe('starting kiosk mode (staff)', () => {
  it('answers the token once, keeps only its hash, lists and ends the device, audited', async () => {
    const { token, id } = await startKiosk(t, t.clinic);
    const row = await t.db
      .selectFrom('kiosk_devices')
      .selectAll()
      .where('id', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(hashToken(token));
    expect(row.pin_hash).not.toContain(KIOSK_PIN);
    expect(row.company_id).toBe(t.clinic.id);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/kiosk/devices',
      headers: t.clinic.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(token);
    expect(list.json().data.map((d: { id: number }) => d.id)).toContain(id);
    // Another clinic neither sees nor ends it.
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/kiosk/devices',
      headers: t.other.headers,
    });
    expect(theirs.json().data.map((d: { id: number }) => d.id)).not.toContain(id);
    const stranger = await t.app.inject({
      method: 'DELETE',
      url: `/api/kiosk/devices/${id}`,
      headers: t.other.headers,
    });
    expect(stranger.statusCode).toBe(404);

    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/kiosk/devices/${id}`,
      headers: t.clinic.headers,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const session = await asKiosk(t, token, 'GET', '/api/kiosk/session');
    expect(session.statusCode).toBe(401);
    expect(session.json().message).toBe(kioskMessages.deviceEnded);
    expect(await auditsOf('kiosk.started', t.clinic.id)).not.toHaveLength(0);
    expect(await auditsOf('kiosk.ended', t.clinic.id)).toHaveLength(1);
  });

  it('refuses a PIN that is not 4 to 8 digits', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/kiosk/devices',
      headers: t.clinic.headers,
      payload: { label: 'Tablet', pin: '12ab' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.pin).toEqual([kioskMessages.pinFormat]);
  });
});

describe("the kiosk token reaches its clinic's forms and nothing else", () => {
  it('lists only its clinic, titles only', async () => {
    const { token } = await startKiosk(t, t.clinic);
    const response = await asKiosk(t, token, 'GET', '/api/kiosk/session');
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.practice).toBe(t.clinic.name);
    expect(data.patient_language).toBe('en');
    expect(data.forms.map((f: { id: number }) => f.id)).toContain(t.formId);
    expect(data.forms.map((f: { id: number }) => f.id)).not.toContain(otherFormId);
    expect(Object.keys(data.forms[0]).sort()).toEqual(['id', 'title']);
  });

  it("names the clinic's default language for patients (issue 21: the start screen's)", async () => {
    const { token } = await startKiosk(t, t.other, { allowPatientStart: true });
    const setLanguage = (language: 'en' | 'es') =>
      t.db
        .updateTable('companies')
        .set({ patient_language: language })
        .where('id', '=', t.other.id);
    await setLanguage('es').execute();
    try {
      const response = await asKiosk(t, token, 'GET', '/api/kiosk/session');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.patient_language).toBe('es');
    } finally {
      await setLanguage('en').execute();
    }
  });

  it("refuses another clinic's form or bucket with 404 and creates nothing", async () => {
    const { token } = await startKiosk(t, t.clinic, { allowPatientStart: true });
    const otherBucket = await bucketOf(t.db, t.other.id, [otherFormId]);
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('form_links')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    for (const payload of [{ form_id: otherFormId }, { bucket_id: otherBucket }]) {
      const response = await asKiosk(t, token, 'POST', '/api/kiosk/fills', {
        ...payload,
        patient_name: 'Pat Doe',
      });
      expect(response.statusCode, response.body).toBe(404);
    }
    expect(await count()).toBe(before);
  });

  it('is no staff bearer token, and a staff token opens no kiosk route', async () => {
    const { token } = await startKiosk(t, t.clinic);
    for (const url of [
      '/api/forms',
      '/api/links',
      '/api/me',
      '/api/kiosk/devices',
      '/api/audit-log',
    ]) {
      const asBearer = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(asBearer.statusCode, url).toBe(401);
      const asHeader = await asKiosk(t, token, 'GET', url);
      expect(asHeader.statusCode, url).toBe(401);
    }
    const staffToken = t.clinic.owner.token;
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/kiosk/session',
      headers: { ...bearer(staffToken), [KIOSK_TOKEN_HEADER]: staffToken },
    });
    expect(session.statusCode).toBe(401);
    const none = await t.app.inject({ method: 'GET', url: '/api/kiosk/session' });
    expect(none.statusCode).toBe(401);
  });
});

describe("a tablet's kiosk mode ends by itself (Security III, finding 11)", () => {
  const listed = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: '/api/kiosk/devices', headers: t.clinic.headers }))
      .json<{ data: { id: number }[] }>()
      .data.some((d) => d.id === id);
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
  // created_at is the database's to write (the schema allows no update): set in SQL.
  const setTimes = (id: number, started: Date, seen: Date) =>
    sql`update kiosk_devices set created_at = ${started}, last_seen_at = ${seen}
      where id = ${String(id)}`.execute(t.db);

  it(`after ${KIOSK_DEVICE_IDLE_DAYS} days without a call`, async () => {
    const { token, id } = await startKiosk(t, t.clinic);
    const ageTo = (days: number) => setTimes(id, daysAgo(days), daysAgo(days));
    await ageTo(KIOSK_DEVICE_IDLE_DAYS - 1);
    expect((await asKiosk(t, token, 'GET', '/api/kiosk/session')).statusCode).toBe(200);
    expect(await listed(id)).toBe(true);
    await ageTo(KIOSK_DEVICE_IDLE_DAYS + 1);
    const session = await asKiosk(t, token, 'GET', '/api/kiosk/session');
    expect(session.statusCode).toBe(401);
    expect(session.json().message).toBe(kioskMessages.deviceEnded);
    expect(await listed(id)).toBe(false);
  });

  it(`${KIOSK_DEVICE_MAX_DAYS} days after it was started, however much it is used`, async () => {
    const { token, id } = await startKiosk(t, t.clinic);
    await setTimes(id, daysAgo(KIOSK_DEVICE_MAX_DAYS + 1), new Date());
    expect((await asKiosk(t, token, 'GET', '/api/kiosk/session')).statusCode).toBe(401);
    expect(await listed(id)).toBe(false);
  });
});

describe('a fill at the kiosk', () => {
  it('is an ordinary link: channel kiosk, no recipient, no reminders, short-lived, in Activity', async () => {
    const { token: device, id } = await startKiosk(t, t.clinic);
    const name = `Kim ${unique()}`;
    const noPin = await asKiosk(t, device, 'POST', '/api/kiosk/fills', {
      form_id: t.formId,
      patient_name: name,
    });
    expect(noPin.statusCode).toBe(422);
    expect(noPin.json().errors.pin).toEqual([kioskMessages.pinRequired]);

    const started = await asKiosk(t, device, 'POST', '/api/kiosk/fills', {
      form_id: t.formId,
      patient_name: name,
      pin: KIOSK_PIN,
    });
    expect(started.statusCode, started.body).toBe(201);
    const { token, kind } = started.json().data;
    expect(kind).toBe('form');
    const link = await linkOf(token);
    expect(link).toMatchObject({
      channel: 'kiosk',
      company_id: t.clinic.id,
      patient_name: name,
      next_reminder_at: null,
      token_sealed: null,
    });
    // bigint: a string on PostgreSQL, a number on PGlite.
    expect(String(link.kiosk_device_id)).toBe(String(id));
    const hours = (link.expires_at.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(KIOSK_LINK_HOURS - 0.1);
    expect(hours).toBeLessThanOrEqual(KIOSK_LINK_HOURS);
    const fillAudit = await auditsOf('kiosk.fill_started', t.clinic.id);
    expect(JSON.stringify(fillAudit)).not.toContain(name);

    // Never sent, so never sent again.
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/links/${link.id}/resend`,
      headers: t.clinic.headers,
    });
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe(kioskMessages.notResendable);

    expect((await open(t.app, token)).statusCode).toBe(200);
    const done = await submit(t.app, token, { fields: recordsRelease(), formId: t.formId });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json().complete).toBe(true);

    const activity = await t.app.inject({
      method: 'GET',
      url: `/api/links?q=${encodeURIComponent(name)}`,
      headers: t.clinic.headers,
    });
    expect(activity.json().data).toMatchObject([
      { channel: 'kiosk', recipient: '', patient_name: name, state: 'completed' },
    ]);
  });

  it('abandoned, is cancelled so nobody can come back to it; only its own device may', async () => {
    const { token: device } = await startKiosk(t, t.clinic, { allowPatientStart: true });
    const { token: otherDevice } = await startKiosk(t, t.clinic, { allowPatientStart: true });
    const bucketId = await bucketOf(t.db, t.clinic.id, [t.formId]);
    const started = await asKiosk(t, device, 'POST', '/api/kiosk/fills', {
      bucket_id: bucketId,
      patient_name: 'Lee',
    });
    const { token, kind } = started.json().data;
    expect(kind).toBe('bucket');
    const foreign = await asKiosk(t, otherDevice, 'POST', '/api/kiosk/fills/abandon', { token });
    expect(foreign.statusCode).toBe(404);
    expect((await linkOf(token)).cancelled_at).toBeNull();

    const abandoned = await asKiosk(t, device, 'POST', '/api/kiosk/fills/abandon', { token });
    expect(abandoned.statusCode, abandoned.body).toBe(200);
    expect((await linkOf(token)).cancelled_at).not.toBeNull();
    expect((await open(t.app, token)).statusCode).toBe(410);
    expect(await auditsOf('kiosk.fill_abandoned', t.clinic.id)).not.toHaveLength(0);
  });
});
