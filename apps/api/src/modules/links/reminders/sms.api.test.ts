import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createClinic, type TestClinic } from '#test/factories/clinics.js';
import { templateFormId } from '#test/factories/patient-links.js';
import { sendLink } from '#test/factories/sending.js';
import {
  inboundSms,
  linkRow,
  nyAt,
  pass,
  remindersOf,
  sendAt,
  twilioPost,
  TWILIO_ENV,
} from '#test/factories/reminders.js';
import { twilioSignature, TWILIO_SMS_PATH } from './twilio.js';

let t: TestApp;
let clinic: TestClinic;
let other: TestClinic;

beforeAll(async () => {
  t = await createTestApp(TWILIO_ENV);
  clinic = await createClinic(t.app, t.db);
  other = await createClinic(t.app, t.db);
});
afterAll(() => t.close());

let phones = 0;
/** A number no test used yet, as the patient's phone shows it and as Twilio writes it. */
function newNumber() {
  phones += 1;
  const digits = `555${String(2000000 + phones)}`;
  return {
    typed: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
    e164: `+1${digits}`,
  };
}

async function textedLink(by: TestClinic, phone: string) {
  const formId = await templateFormId(t.db, by.id, 1);
  const { link, token } = await sendLink(t, by, phone, { formId }, 'sms');
  await sendAt(t, link.id, nyAt(7, '10:00'));
  return { id: link.id, token };
}

const optOuts = (companyId: number) =>
  t.db.selectFrom('sms_opt_outs').selectAll().where('company_id', '=', companyId).execute();

describe('SMS reminders and STOP', () => {
  it('texts a reminder that ends with the STOP line', async () => {
    const phone = newNumber();
    const link = await textedLink(clinic, phone.typed);
    expect(await pass(t, nyAt(8, '10:00'))).toMatchObject({ sent: 1 });
    const [reminder] = await remindersOf(t, link.id);
    expect(reminder!.subject).toBeNull();
    expect(reminder!.text).toBe(
      `${clinic.name}: a reminder to fill in your forms: http://app.test/form-fill/${link.token} Reply STOP to opt out.`,
    );
  });

  it('stops texts from the clinic that last texted the number, and START lifts it', async () => {
    const phone = newNumber();
    // Both clinics texted the number; the reply answers the latest text, this clinic's.
    const theirs = await textedLink(other, phone.typed);
    const link = await textedLink(clinic, phone.typed);

    const stop = await twilioPost(t, inboundSms(phone.e164, ' stop '));
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.headers['content-type']).toMatch(/^text\/xml/);
    expect(stop.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
    expect(await optOuts(clinic.id)).toHaveLength(1);
    expect(await optOuts(other.id)).toHaveLength(0);
    expect((await linkRow(t, link.id)).next_reminder_at).toBeNull();
    expect((await linkRow(t, theirs.id)).next_reminder_at).not.toBeNull();
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'company_id', 'target_id', 'details'])
      .where('action', '=', 'sms.opt_out')
      .execute();
    expect(audit.at(-1)).toMatchObject({ target_id: String(clinic.id) });
    expect(JSON.stringify(audit)).not.toMatch(/555\D?\d{3}/);

    // A stale plan still says it is due: the pass skips the number all the same.
    await t.db
      .updateTable('form_links')
      .set({ next_reminder_at: nyAt(8, '10:00') })
      .where('id', '=', link.id)
      .execute();
    const stopped = await pass(t, nyAt(8, '10:00'));
    expect(stopped.skipped).toBeGreaterThanOrEqual(1);
    expect(await remindersOf(t, link.id)).toEqual([]);
    expect(await remindersOf(t, theirs.id)).toHaveLength(1);
    expect((await linkRow(t, link.id)).next_reminder_at).toBeNull();

    // A second STOP changes nothing; START lifts it and plans the reminder again.
    expect((await twilioPost(t, inboundSms(phone.e164, 'STOP'))).statusCode).toBe(200);
    expect(await optOuts(clinic.id)).toHaveLength(1);
    expect((await twilioPost(t, inboundSms(phone.e164, 'Start'))).statusCode).toBe(200);
    expect(await optOuts(clinic.id)).toHaveLength(0);
    expect((await linkRow(t, link.id)).next_reminder_at).not.toBeNull();
    await pass(t, nyAt(8, '12:00'));
    expect(await remindersOf(t, link.id)).toHaveLength(1);
  });

  it('ignores other replies, and numbers no clinic texted', async () => {
    const phone = newNumber();
    await textedLink(clinic, phone.typed);
    expect((await twilioPost(t, inboundSms(phone.e164, 'What is this?'))).statusCode).toBe(200);
    expect((await twilioPost(t, inboundSms('+15559990000', 'STOP'))).statusCode).toBe(200);
    expect(await optOuts(clinic.id)).toHaveLength(0);
  });

  it('refuses a request without Twilio’s valid signature with 403, changing nothing', async () => {
    const phone = newNumber();
    await textedLink(clinic, phone.typed);
    const params = inboundSms(phone.e164, 'STOP');
    // Signed for another message than the one sent.
    const url = t.config.appUrl + TWILIO_SMS_PATH;
    const forAnother = twilioSignature(TWILIO_ENV.TWILIO_AUTH_TOKEN, url, {
      ...params,
      Body: 'hello',
    });
    const refusals = [
      await twilioPost(t, params, { authToken: 'someone-else' }),
      await twilioPost(t, params, { signature: null }),
      await twilioPost(t, params, { signature: 'bm90IGEgc2lnbmF0dXJl' }),
      await twilioPost(t, params, { signature: forAnother }),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    expect(await optOuts(clinic.id)).toHaveLength(0);
  });

  it('refuses a form body past 64 KiB with 413 before parsing it, signed or not', async () => {
    const phone = newNumber();
    await textedLink(clinic, phone.typed);
    // A STOP with 10,000 extra keys: Twilio never sends such a thing, and no body of it is read.
    const params: Record<string, string> = { ...inboundSms(phone.e164, 'STOP') };
    for (let i = 0; i < 10_000; i++) params[`k${i}`] = 'v';
    const tooBig = await twilioPost(t, params);
    expect(tooBig.statusCode).toBe(413);
    const unsubscribe = await t.app.inject({
      method: 'POST',
      url: '/api/public/reminders/unsubscribe/whatever',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `List-Unsubscribe=One-Click&pad=${'x'.repeat(70_000)}`,
    });
    expect(unsubscribe.statusCode).toBe(413);
    expect(await optOuts(clinic.id)).toHaveLength(0);
  });

  it('answers 403 when SMS is not configured', async () => {
    // The route reads the settings per request; a second app just for this costs ~20 s.
    const sms = t.config.sms;
    t.config.sms = undefined;
    try {
      const response = await twilioPost(t, inboundSms('+15552000001', 'STOP'));
      expect(response.statusCode).toBe(403);
    } finally {
      t.config.sms = sms;
    }
  });
});
