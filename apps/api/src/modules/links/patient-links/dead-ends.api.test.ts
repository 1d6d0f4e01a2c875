import { linkStateMessages, patientLinkMessages } from '@paperless/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { RATE_RULES } from '../../../lib/rate-limit/rules.js';
import { outboxTo } from '#test/support/outbox.js';
import {
  linkOfNewClinic,
  linkWorld,
  open,
  recordsRelease,
  submit,
} from '#test/factories/patient-links.js';

/** Issue 19, no dead ends: a real link that no longer opens says why, and whom to call. */
const t = linkWorld({ name: 'Sunrise Family Clinic' });
let bucketId: number;

beforeAll(async () => {
  await t.db
    .updateTable('companies')
    .set({ phone: '(512) 555-0100', time_zone: 'America/Chicago' })
    .where('id', '=', t.clinic.id)
    .execute();
  bucketId = await t.bucket([t.formId, t.refillId]);
});

/** A link as the front desk sends it: with the patient's name, which no answer may show. */
async function link(target: { bucket?: boolean; expiresAt?: Date } = {}) {
  const made = await t.link(target.bucket ? { bucketId } : {});
  await t.db
    .updateTable('form_links')
    .set({
      patient_name: 'Zelda Quimby',
      ...(target.expiresAt ? { expires_at: target.expiresAt } : {}),
    })
    .where('id', '=', made.linkId)
    .execute();
  return made;
}
const cancel = (linkId: string) =>
  t.db
    .updateTable('form_links')
    .set({ cancelled_at: new Date(), cancelled_by: t.clinic.owner.id })
    .where('id', '=', linkId)
    .execute();
/** Asks for a new link; the clinic is told by the event's handler, run here as the server would. */
async function ask(token: string, remoteAddress?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/links/${token}/renewal`,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  await t.app.jobs.drain();
  return res;
}
const bellOf = (userId: number) =>
  t.db
    .selectFrom('notifications')
    .select(['title', 'body', 'link_path'])
    .where('user_id', '=', userId)
    .where('title', '=', linkStateMessages.noticeTitle)
    .execute();
const auditOf = (linkId: string, action: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['company_id', 'outcome', 'details'])
    .where('action', '=', action)
    .where('target_id', '=', linkId)
    .orderBy('id')
    .execute();
const practice = { name: 'Sunrise Family Clinic', phone: '(512) 555-0100', logo_url: null };

describe('a real link that no longer opens', () => {
  it('answers 410 for a submitted link, saying so, with no patient data', async () => {
    const { token, linkId } = await link();
    expect(
      (await submit(t.app, token, { fields: recordsRelease(), formId: t.formId })).statusCode,
    ).toBe(201);
    const response = await open(t.app, token);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({
      status: false,
      message: linkStateMessages.submitted,
      link: {
        state: 'submitted',
        kind: 'form',
        practice,
        expired_on: null,
        renewal_requested: false,
      },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    for (const secret of ['Zelda', 'Quimby', '1984', 'patient@example.com']) {
      expect(response.body).not.toContain(secret);
    }
    const [denied] = await auditOf(linkId, 'patient_link.unavailable');
    expect(denied).toMatchObject({ company_id: t.clinic.id, outcome: 'denied' });
  });

  it("answers 410 for an expired bucket, with the day it expired in the practice's time zone", async () => {
    // 03:00 UTC on 2 March is still 1 March in Chicago.
    const { token } = await link({ bucket: true, expiresAt: new Date('2026-03-02T03:00:00Z') });
    const response = await open(t.app, token);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({
      status: false,
      message: linkStateMessages.expired,
      link: {
        state: 'expired',
        kind: 'bucket',
        practice,
        expired_on: '2026-03-01',
        renewal_requested: false,
      },
    });
    expect(response.body).not.toContain('Zelda');
  });

  it('answers 410 for a cancelled link, and the submission keeps refusing without storing', async () => {
    const { token, linkId } = await link();
    await cancel(linkId);
    const response = await open(t.app, token);
    expect(response.statusCode).toBe(410);
    expect(response.json()).toMatchObject({
      message: patientLinkMessages.cancelled('Sunrise Family Clinic'),
      link: { state: 'cancelled', kind: 'form', practice },
    });
    const sent = await submit(t.app, token, { fields: recordsRelease(), formId: t.formId });
    expect(sent.statusCode).toBe(410);
    const encounters = await t.db
      .selectFrom('encounters')
      .select('id')
      .where('link_id', '=', linkId)
      .execute();
    expect(encounters).toEqual([]);
  });

  it('gives no phone when the practice has none', async () => {
    const { clinic: other, token, linkId } = await linkOfNewClinic(t, 'Quiet Clinic');
    await t.db.updateTable('companies').set({ phone: ' ' }).where('id', '=', other.id).execute();
    await cancel(linkId);
    const response = await open(t.app, token);
    expect(response.json()).toMatchObject({
      link: { practice: { name: 'Quiet Clinic', phone: null } },
    });
  });

  it('is no miss for the rate limiter; an unknown token still is, and says nothing of a practice', async () => {
    const { token } = await link({ expiresAt: new Date(Date.now() - 1000) });
    const from = '203.0.113.91';
    for (let i = 0; i <= RATE_RULES.linkMissIp.max; i++) {
      expect((await open(t.app, token, from)).statusCode).toBe(410);
    }
    const unknown = await open(t.app, 'no-such-token', from);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: patientLinkMessages.unavailable });
    for (let i = 1; i < RATE_RULES.linkMissIp.max; i++) await open(t.app, `guess-${i}`, from);
    expect((await open(t.app, 'one-guess-too-many', from)).statusCode).toBe(429);
  });
});

describe('asking for a new link', () => {
  it('tells the clinic once a day per link, by bell and instant e-mail, naming no patient', async () => {
    await t.db
      .updateTable('users')
      .set({ completion_email: 'instant' })
      .where('id', '=', t.clinic.owner.id)
      .execute();
    const before = (await bellOf(t.clinic.owner.id)).length;
    const { token, linkId } = await link({ expiresAt: new Date(Date.now() - 1000) });

    const first = await ask(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      status: true,
      message: linkStateMessages.asked('Sunrise Family Clinic'),
      already_requested: false,
    });
    const bell = await bellOf(t.clinic.owner.id);
    expect(bell).toHaveLength(before + 1);
    expect(bell.at(-1)).toEqual({
      title: linkStateMessages.noticeTitle,
      body: linkStateMessages.noticeBody('Records Release Authorization Form'),
      link_path: '/activity',
    });
    expect(await bellOf(t.clinic.staff.id)).toHaveLength(before + 1);
    const mails = (await outboxTo(t, t.clinic.owner.email)).filter((m) =>
      m.subject?.startsWith(linkStateMessages.noticeTitle),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body_text).toContain('http://app.test/activity');
    for (const secret of ['Zelda', 'Quimby', 'patient@example.com']) {
      expect(mails[0]!.subject).not.toContain(secret);
      expect(mails[0]!.body_text).not.toContain(secret);
    }

    // Again within the day: a kind answer, nobody told again.
    const again = await ask(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ already_requested: true });
    expect(await bellOf(t.clinic.owner.id)).toHaveLength(before + 1);
    expect((await open(t.app, token)).json()).toMatchObject({ link: { renewal_requested: true } });

    const audit = await auditOf(linkId, 'patient_link.renewal_requested');
    expect(audit.map((a) => a.details)).toEqual([
      { state: 'expired', already_requested: false },
      { state: 'expired', already_requested: true },
    ]);
    const told = await auditOf(linkId, 'patient_link.clinic_notified');
    expect(told.map((a) => a.details)).toEqual([
      { reason: 'renewal_requested', notified_users: 2, emailed_users: 1 },
    ]);
    expect(audit[0]).toMatchObject({ company_id: t.clinic.id, outcome: 'success' });

    // A day later the clinic may be asked again.
    await t.db
      .updateTable('form_links')
      .set({ renewal_requested_at: new Date(Date.now() - 25 * 3_600_000) })
      .where('id', '=', linkId)
      .execute();
    expect((await ask(token)).json()).toMatchObject({ already_requested: false });
    expect(await bellOf(t.clinic.owner.id)).toHaveLength(before + 2);
  });

  it('is answered by an extension: a link that lapses again may ask again at once', async () => {
    const { token, linkId } = await link({ expiresAt: new Date(Date.now() - 3_600_000) });
    expect((await ask(token)).json()).toMatchObject({ already_requested: false });
    const extended = await t.app.inject({
      method: 'POST',
      url: `/api/links/${linkId}/extend`,
      headers: t.clinic.headers,
      payload: { days: 7 },
    });
    expect(extended.statusCode).toBe(200);
    // It lapses again within the day: the patient's new request is not swallowed.
    await t.db
      .updateTable('form_links')
      .set({ expires_at: new Date(Date.now() - 60_000) })
      .where('id', '=', linkId)
      .execute();
    expect((await ask(token)).json()).toMatchObject({ already_requested: false });
  });

  it('works for a cancelled link', async () => {
    const { token, linkId } = await link();
    await cancel(linkId);
    expect((await ask(token)).json()).toMatchObject({ already_requested: false });
  });

  it('refuses a submitted link (409) and a live one (409), telling nobody', async () => {
    const before = (await bellOf(t.clinic.owner.id)).length;
    const used = await link();
    expect(
      (await submit(t.app, used.token, { fields: recordsRelease(), formId: t.formId })).statusCode,
    ).toBe(201);
    const refused = await ask(used.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: linkStateMessages.renewalSubmitted });
    const live = await link();
    const stillOpen = await ask(live.token);
    expect(stillOpen.statusCode).toBe(409);
    expect(stillOpen.json()).toEqual({ message: linkStateMessages.renewalStillOpen });
    expect(await bellOf(t.clinic.owner.id)).toHaveLength(before);
    expect(await auditOf(used.linkId, 'patient_link.renewal_requested')).toEqual([]);
  });

  it('answers 404 for an unknown token or a closed practice, counted as a miss', async () => {
    expect((await ask('no-such-token')).statusCode).toBe(404);
    const { clinic: closed, token, linkId } = await linkOfNewClinic(t, 'Closed Practice');
    await cancel(linkId);
    await t.db.updateTable('companies').set({ status: 0 }).where('id', '=', closed.id).execute();
    const response = await ask(token);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Closed Practice');
    expect(await bellOf(closed.owner.id)).toEqual([]);
  });
});
