import { DEFAULT_REMINDER_SCHEDULE, frontDeskMessages } from '@paperless/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { unique } from '#test/factories/users.js';
import { recordsRelease, submit, templateFormId } from '#test/factories/patient-links.js';
import { sendLink } from '#test/factories/sending.js';
import { planReminders } from './plan.js';
import { duties } from '../../../jobs/schedule.js';
import { linkRow, nyAt, pass, remindersOf, sendAt, TWILIO_ENV } from '#test/factories/reminders.js';

let t: TestApp;
let clinic: TestClinic;
let formId: number;
let title: string;

beforeAll(async () => {
  t = await createTestApp(TWILIO_ENV);
  clinic = await createClinic(t.app, t.db);
  formId = await templateFormId(t.db, clinic.id, 1);
  title = (
    await t.db
      .selectFrom('forms')
      .select('title')
      .where('id', '=', formId)
      .executeTakeFirstOrThrow()
  ).title;
});
afterAll(() => t.close());
// Each test counts the passes' work: reminders left due by an earlier test are put aside.
beforeEach(async () => {
  await t.db.updateTable('form_links').set({ next_reminder_at: null }).execute();
});

/** A link sent to a new address through the API, as if sent at `sentAt` (New York time). */
async function sentLink(sentAt: Date, payload: Record<string, unknown> = {}) {
  const to = `patient-${unique()}@example.com`;
  const { link, token } = await sendLink(t, clinic, to, { formId, ...payload });
  await sendAt(t, link.id, sentAt);
  return { id: link.id, token, to };
}

const auditOf = (action: string, linkId: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['company_id', 'role', 'details'])
    .where('action', '=', action)
    .where('target_id', '=', String(linkId))
    .execute();

describe('the reminder pass', () => {
  it('sends a due reminder once, by the link’s channel, with the same link and a stop link', async () => {
    const link = await sentLink(nyAt(7, '10:00'), { patient_name: 'Zelda Quimby' });
    expect((await linkRow(t, link.id)).next_reminder_at).toEqual(nyAt(8, '10:00'));

    expect(await pass(t, nyAt(8, '10:00'))).toEqual({ sent: 1, skipped: 0 });
    const [reminder, ...more] = await remindersOf(t, link.id);
    expect(more).toEqual([]);
    expect(reminder!.subject).toBe(`${clinic.name}: a reminder to fill in ${title}`);
    expect(reminder!.state).toBe('pending');
    expect(reminder!.text).toContain(`http://app.test/form-fill/${link.token}`);
    expect(reminder!.text).toMatch(/http:\/\/app\.test\/reminders\/stop\/\d+\.[0-9a-f]{64}/);
    // Nothing about the patient: no name, no address.
    expect(reminder!.text).not.toContain('Zelda');
    expect(reminder!.text).not.toContain(link.to);

    const row = await linkRow(t, link.id);
    expect(row.reminders_sent).toBe(1);
    expect(row.last_reminded_at).toEqual(nyAt(8, '10:00'));
    expect(row.next_reminder_at).toEqual(nyAt(10, '10:00'));
    const audit = await auditOf('link.reminded', link.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ company_id: clinic.id, role: 'system' });
    expect(JSON.stringify(audit[0]!.details)).not.toContain('@');

    // The same moment again: nothing is due any more.
    expect(await pass(t, nyAt(8, '10:00'))).toEqual({ sent: 0, skipped: 0 });
    expect(await remindersOf(t, link.id)).toHaveLength(1);

    // The 72-hour reminder, then the schedule is used up.
    expect(await pass(t, nyAt(10, '10:00'))).toEqual({ sent: 1, skipped: 0 });
    expect(await remindersOf(t, link.id)).toHaveLength(2);
    expect((await linkRow(t, link.id)).next_reminder_at).toBeNull();
  });

  it('sends nothing outside the window and moves the reminder to its opening', async () => {
    const link = await sentLink(nyAt(7, '10:00'));
    // Planned for 19:00, but the pass only comes at 22:00 (the server was down, say).
    await t.db
      .updateTable('form_links')
      .set({ next_reminder_at: nyAt(8, '19:00') })
      .where('id', '=', link.id)
      .execute();
    expect(await pass(t, nyAt(8, '22:00'))).toEqual({ sent: 0, skipped: 1 });
    expect(await remindersOf(t, link.id)).toEqual([]);
    expect((await linkRow(t, link.id)).next_reminder_at).toEqual(nyAt(9, '08:00'));

    expect(await pass(t, nyAt(9, '08:00'))).toEqual({ sent: 1, skipped: 0 });
    expect(await remindersOf(t, link.id)).toHaveLength(1);
  });

  it('plans in the clinic’s own zone and schedule, and pushes a late send into the window', async () => {
    const evening = await sentLink(nyAt(7, '21:00'));
    expect((await linkRow(t, evening.id)).next_reminder_at).toEqual(nyAt(9, '08:00'));

    const other = await createClinic(t.app, t.db);
    await t.db
      .updateTable('companies')
      .set({
        time_zone: 'Pacific/Honolulu',
        reminder_schedule: JSON.stringify({
          ...DEFAULT_REMINDER_SCHEDULE,
          offsets_hours: [2],
          window_start_hour: 0,
          window_end_hour: 23,
        }),
      })
      .where('id', '=', other.id)
      .execute();
    const otherForm = await templateFormId(t.db, other.id, 1);
    const { link } = await sendLink(t, other, `p-${unique()}@example.com`, { formId: otherForm });
    const sentAt = new Date('2026-12-01T20:00:00Z'); // 10:00 in Honolulu
    await sendAt(t, link.id, sentAt);
    expect((await linkRow(t, link.id)).next_reminder_at).toEqual(new Date('2026-12-01T22:00:00Z'));
  });

  it('gives completed, cancelled, expired and stopped links none, even when one is due', async () => {
    const sent = nyAt(7, '10:00');
    const [completed, cancelled, expired, stopped] = await Promise.all(
      [0, 1, 2, 3].map(() => sentLink(sent)),
    );
    const response = await submit(t.app, completed!.token, { fields: recordsRelease(), formId });
    expect(response.statusCode, response.body).toBe(201);
    await t.db
      .updateTable('form_links')
      .set({ cancelled_at: sent })
      .where('id', '=', cancelled!.id)
      .execute();
    await t.db
      .updateTable('form_links')
      .set({ expires_at: nyAt(8, '09:00') })
      .where('id', '=', expired!.id)
      .execute();
    await t.db
      .updateTable('form_links')
      .set({ reminders_stopped_at: sent })
      .where('id', '=', stopped!.id)
      .execute();
    const ids = [completed!.id, cancelled!.id, expired!.id, stopped!.id];
    // The plan has none for them...
    await planReminders(t.db, ids, { now: sent });
    for (const id of ids) expect((await linkRow(t, id)).next_reminder_at).toBeNull();
    // ...and a pass finds none of them due, even when a stale plan says one is.
    await t.db
      .updateTable('form_links')
      .set({ next_reminder_at: nyAt(8, '10:00') })
      .where('id', 'in', ids)
      .execute();
    expect(await pass(t, nyAt(8, '10:00'))).toEqual({ sent: 0, skipped: 0 });
    for (const id of ids) expect(await remindersOf(t, id)).toEqual([]);
  });

  it('stops for good with the e-mail’s stop link, once, and refuses a forged one', async () => {
    const link = await sentLink(nyAt(7, '10:00'));
    await pass(t, nyAt(8, '10:00'));
    const text = (await remindersOf(t, link.id))[0]!.text!;
    const token = /\/reminders\/stop\/(\d+\.[0-9a-f]{64})/.exec(text)![1]!;

    const stop = (value: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/reminders/stop',
        payload: { token: value },
      });
    const first = await stop(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: frontDeskMessages.remindersStopped });
    const row = await linkRow(t, link.id);
    expect(row.reminders_stopped_at).not.toBeNull();
    expect(row.next_reminder_at).toBeNull();
    expect(await pass(t, nyAt(10, '10:00'))).toEqual({ sent: 0, skipped: 0 });
    expect(await remindersOf(t, link.id)).toHaveLength(1);

    // Used again: still stopped, nothing changes, nothing more is logged.
    const again = await stop(token);
    expect(again.statusCode).toBe(200);
    expect((await linkRow(t, link.id)).reminders_stopped_at).toEqual(row.reminders_stopped_at);
    expect(await auditOf('link.reminders_stopped', link.id)).toHaveLength(1);

    // Another link's id under this MAC, a made-up MAC, and no token shape at all.
    const other = await sentLink(nyAt(7, '10:00'));
    const mac = token.split('.')[1]!;
    for (const forged of [`${other.id}.${mac}`, `${other.id}.${'0'.repeat(64)}`, 'abc']) {
      const refused = await stop(forged);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        message: frontDeskMessages.remindersStopInvalid,
        errors: { token: [frontDeskMessages.remindersStopInvalid] },
      });
    }
    expect((await linkRow(t, other.id)).reminders_stopped_at).toBeNull();
  });

  it('stops with a mail client’s one-click unsubscribe; a browser opening it is sent to the page', async () => {
    const link = await sentLink(nyAt(7, '10:00'));
    await pass(t, nyAt(8, '10:00'));
    const text = (await remindersOf(t, link.id))[0]!.text!;
    const token = /\/reminders\/stop\/(\d+\.[0-9a-f]{64})/.exec(text)![1]!;
    const url = `/api/public/reminders/unsubscribe/${token}`;

    // A GET changes nothing: link scanners and browsers only land on the stop page.
    const opened = await t.app.inject({ method: 'GET', url });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/reminders/stop/${token}`);
    expect((await linkRow(t, link.id)).reminders_stopped_at).toBeNull();

    // RFC 8058: form-encoded `List-Unsubscribe=One-Click`, no cookie.
    const oneClick = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect((await linkRow(t, link.id)).reminders_stopped_at).not.toBeNull();
    expect(await auditOf('link.reminders_stopped', link.id)).toHaveLength(1);

    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/public/reminders/unsubscribe/${link.id}.${'0'.repeat(64)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.json()).toMatchObject({
      errors: { token: [frontDeskMessages.remindersStopInvalid] },
    });
  });

  it("runs as the job runner's duty, logging what it sent", async () => {
    const link = await sentLink(nyAt(7, '10:00'));
    const logged: string[] = [];
    const log = { info: (_: object, msg: string) => logged.push(msg) };
    const reminders = duties({
      db: t.db,
      cipher: t.app.cipher,
      storage: t.app.storage,
      config: t.config,
      keyReseal: t.app.keyReseal,
      resealInBackground: false,
      log,
      now: () => nyAt(8, '10:00'),
    }).find((d) => d.name === 'reminders.pass')!;
    expect(reminders.everyMs).toBe(60_000);
    expect(await reminders.run()).toEqual({ sent: 1, skipped: 0 });
    expect(await remindersOf(t, link.id)).toHaveLength(1);
    expect(logged).toEqual(['reminder pass']);
    // Nothing more is due: the next run sends nothing and logs nothing.
    expect(await reminders.run()).toEqual({ sent: 0, skipped: 0 });
    expect(logged).toEqual(['reminder pass']);
  });
});
