import { addLocalDays, localDateOf, parseLocalDateTime, wallTimeToUtc } from '@paperless/core';
import type { TestApp } from '../support/app.js';
import { openText } from '../../src/lib/outbox/sealing.js';
import { formLinkRef } from '../../src/modules/links/sending/message.js';
import { planReminders } from '../../src/modules/links/reminders/plan.js';
import { runReminderPass } from '../../src/modules/links/reminders/pass.js';
import { twilioSignature, TWILIO_SMS_PATH } from '../../src/modules/links/reminders/twilio.js';

/** Test helpers of the reminders feature. Clinics made by createClinic are in New York. */
export const NY = 'America/New_York';
export const TWILIO_ENV = {
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
  TWILIO_AUTH_TOKEN: 'test-twilio-auth-token',
  TWILIO_FROM: '+15550000000',
};

/** A wall-clock time in New York, `days` after today there: tests need days ahead of now. */
export function nyAt(days: number, time: string): Date {
  const date = addLocalDays(localDateOf(new Date(), NY), days);
  return wallTimeToUtc(parseLocalDateTime(`${date}T${time}`)!, NY);
}

/**
 * Moves a sent link to have been sent at `sentAt` (open for 30 days from then) and plans its
 * reminders as the send does, as of that moment.
 */
export async function sendAt(t: TestApp, linkId: string | number, sentAt: Date): Promise<void> {
  await t.db
    .updateTable('form_links')
    .set({ last_sent_at: sentAt, expires_at: new Date(sentAt.getTime() + 30 * 86_400_000) })
    .where('id', '=', String(linkId))
    .execute();
  await planReminders(t.db, [linkId], { now: sentAt });
}

export async function linkRow(t: TestApp, linkId: string | number) {
  return t.db
    .selectFrom('form_links')
    .selectAll()
    .where('id', '=', String(linkId))
    .executeTakeFirstOrThrow();
}

/** A pass of this app as if the clock read `now`. */
export const pass = (t: TestApp, now: Date, batchSize?: number) =>
  runReminderPass({ db: t.db, cipher: t.app.cipher, appUrl: t.config.appUrl, now, batchSize });

export interface QueuedReminder {
  subject: string | null;
  /** With its link; null once the link was used (the stored copy is scrubbed). */
  text: string | null;
  /** Without links: what stays. */
  safeText: string;
  state: string;
}

/** The reminders queued for a link (its own first message and resends left out). */
export async function remindersOf(t: TestApp, linkId: string | number): Promise<QueuedReminder[]> {
  const rows = await t.db
    .selectFrom('outbox')
    .select(['subject', 'body_sealed', 'safe_body_sealed', 'state'])
    .where('link_ref', '=', formLinkRef(linkId))
    .orderBy('id')
    .execute();
  return rows
    .map((r) => ({
      subject: r.subject,
      text: r.body_sealed === null ? null : openText(t.app.cipher, r.body_sealed),
      safeText: openText(t.app.cipher, r.safe_body_sealed!),
      state: r.state,
    }))
    .filter((m) => /a reminder/i.test(m.safeText));
}

/** An inbound text as Twilio posts it, signed with `authToken` (the app's by default). */
export function twilioPost(
  t: TestApp,
  params: Record<string, string>,
  options: { authToken?: string; signature?: string | null } = {},
) {
  const url = t.config.appUrl + TWILIO_SMS_PATH;
  const signature =
    options.signature !== undefined
      ? options.signature
      : twilioSignature(options.authToken ?? TWILIO_ENV.TWILIO_AUTH_TOKEN, url, params);
  return t.app.inject({
    method: 'POST',
    url: TWILIO_SMS_PATH,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature === null ? {} : { 'x-twilio-signature': signature }),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

/** Twilio's inbound parameters for a text from `from` (the ones a STOP depends on and a few). */
export const inboundSms = (from: string, body: string) => ({
  AccountSid: TWILIO_ENV.TWILIO_ACCOUNT_SID,
  MessageSid: 'SM00000000000000000000000000000001',
  From: from,
  To: TWILIO_ENV.TWILIO_FROM,
  Body: body,
  NumMedia: '0',
});
