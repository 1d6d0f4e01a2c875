import { patientLinkMessages } from '@paperless/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { RATE_RULES } from '../../../lib/rate-limit/rules.js';
import {
  bucketStep,
  linkOfNewClinic,
  linkWorld,
  open,
  recordsRelease,
  refillPolicy,
  submit,
} from '#test/factories/patient-links.js';

/** Issue 16 on the patient's side: what opening, saving and completing record, and cancel. */
const t = linkWorld({ name: 'Sunrise Family Clinic' });
let bucketId: number;

beforeAll(async () => {
  bucketId = await t.bucket([t.refillId, t.formId]);
});

const pause = () => new Promise((resolve) => setTimeout(resolve, 15));

async function cancel(linkId: string) {
  await t.db
    .updateTable('form_links')
    .set({ cancelled_at: new Date(), cancelled_by: t.clinic.owner.id })
    .where('id', '=', linkId)
    .execute();
}

describe('opening and progress', () => {
  it('records the first open once and the latest open every time', async () => {
    const { token, linkId } = await t.link();
    expect((await t.linkRow(linkId)).last_opened_at).toBeNull();
    expect((await open(t.app, token)).statusCode).toBe(200);
    const first = await t.linkRow(linkId);
    expect(first.opened_at).toBeInstanceOf(Date);
    expect(first.last_opened_at).toEqual(first.opened_at);

    await pause();
    expect((await open(t.app, token)).statusCode).toBe(200);
    const second = await t.linkRow(linkId);
    expect(second.opened_at).toEqual(first.opened_at);
    expect(second.last_opened_at!.getTime()).toBeGreaterThan(first.last_opened_at!.getTime());
  });

  it("puts a bucket in progress at its first saved form and keeps that time, and completion drops the reminder's token", async () => {
    const { token, linkId } = await t.link({ bucketId });
    await t.db
      .updateTable('form_links')
      .set({ token_sealed: 'sealed', next_reminder_at: new Date(Date.now() + 3600_000) })
      .where('id', '=', linkId)
      .execute();
    await open(t.app, token);
    expect((await t.linkRow(linkId)).progress_at).toBeNull();

    const step = (id: number, fields: Record<string, unknown>, lastForm: boolean) =>
      submit(t.app, token, bucketStep(bucketId, id, fields, lastForm));
    expect((await step(t.refillId, refillPolicy(), false)).statusCode).toBe(201);
    const started = (await t.linkRow(linkId)).progress_at;
    expect(started).toBeInstanceOf(Date);
    await pause();
    // The same form again (the patient went back): still the first save's time.
    expect((await step(t.refillId, refillPolicy(), false)).statusCode).toBe(201);
    expect((await t.linkRow(linkId)).progress_at).toEqual(started);
    expect((await t.linkRow(linkId)).token_sealed).toBe('sealed');

    expect((await step(t.formId, recordsRelease(), true)).json()).toMatchObject({ complete: true });
    const done = await t.linkRow(linkId);
    expect(done.submitted_at).toBeInstanceOf(Date);
    expect(done.progress_at).toEqual(started);
    expect(done.token_sealed).toBeNull();
    expect(done.next_reminder_at).toBeNull();
  });
});

describe('a link the practice cancelled', () => {
  it('answers 410 with the practice named, on opening and on submitting, and stores nothing', async () => {
    const { token, linkId } = await t.link();
    expect((await open(t.app, token)).statusCode).toBe(200);
    await cancel(linkId);
    const message = patientLinkMessages.cancelled('Sunrise Family Clinic');

    const opened = await open(t.app, token);
    expect(opened.statusCode).toBe(410);
    expect(opened.json()).toMatchObject({ status: false, message, link: { state: 'cancelled' } });
    expect(opened.headers['cache-control']).toBe('no-store');

    const sent = await submit(t.app, token, {
      fields: recordsRelease(),
      formId: t.formId,
      lastForm: true,
    });
    expect(sent.statusCode).toBe(410);
    expect(sent.json()).toEqual({ message });
    const encounters = await t.db
      .selectFrom('encounters')
      .select('id')
      .where('link_id', '=', linkId)
      .execute();
    expect(encounters).toHaveLength(0);
    expect((await t.linkRow(linkId)).submitted_at).toBeNull();
    const denied = await t.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'patient_link.unavailable')
      .where('outcome', '=', 'denied')
      .execute();
    const details = denied.map((r) =>
      typeof r.details === 'string' ? JSON.parse(r.details) : r.details,
    );
    expect(details).toContainEqual({ reason: 'cancelled' });
  });

  it('says cancelled even once it has also expired; a used or expired link says so; unknown stays 404', async () => {
    const expired = await t.link({ expiresInDays: -1 });
    const state = async (token: string) =>
      (await open(t.app, token)).json<{ link: { state: string } }>().link.state;
    expect(await state(expired.token)).toBe('expired');
    await cancel(expired.linkId);
    expect(await state(expired.token)).toBe('cancelled');

    const used = await t.link();
    expect(
      (await submit(t.app, used.token, { fields: recordsRelease(), formId: t.formId })).statusCode,
    ).toBe(201);
    const reused = await open(t.app, used.token);
    expect(reused.statusCode).toBe(410);
    expect(reused.json()).toMatchObject({ link: { state: 'submitted' } });
    expect((await open(t.app, 'no-such-token')).statusCode).toBe(404);
  });

  it('is no miss for the rate limiter: its patient may retry as often as they like', async () => {
    const { token, linkId } = await t.link();
    await cancel(linkId);
    const from = '203.0.113.77';
    for (let i = 0; i <= RATE_RULES.linkMissIp.max; i++) {
      expect((await open(t.app, token, from)).statusCode).toBe(410);
    }
    // The miss budget of that address is untouched: an unknown token is still a plain 404.
    expect((await open(t.app, 'guess-after-cancel', from)).statusCode).toBe(404);
  });

  it("is 404 like any other link once its practice is deactivated (the practice's name is not told)", async () => {
    const { clinic: other, token, linkId } = await linkOfNewClinic(t, 'Closed Practice');
    await cancel(linkId);
    await t.db.updateTable('companies').set({ status: 0 }).where('id', '=', other.id).execute();
    const response = await open(t.app, token);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Closed Practice');
  });
});
