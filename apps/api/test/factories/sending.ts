import { normalizeEmail, normalizePhone } from '@paperless/core';
import type { TestApp, WorldEnv } from '../support/app.js';
import { clinicWorld, createClinic, type TestClinic } from './clinics.js';
import { outboxTo } from '../support/outbox.js';
import { recipientMac } from '../../src/lib/recipient.js';

/** Test helpers: links sent through the API as the front desk sends them. */

/**
 * The front desk's test world: the whole app, a clinic (in `zone`, when given) with its templates
 * (`formId` is its Records Release, titled `formTitle`), and another clinic (`other`) that must
 * see none of the first one's links.
 */
export function frontDeskWorld(zone?: string, env?: WorldEnv) {
  return clinicWorld({ env }, async ({ app, db, clinic }) => {
    const other = await createClinic(app, db);
    if (zone) {
      await db
        .updateTable('companies')
        .set({ time_zone: zone })
        .where('id', '=', clinic.id)
        .execute();
    }
    const form = await db
      .selectFrom('forms')
      .select(['id', 'title'])
      .where('company_id', '=', clinic.id)
      .where('template_id', '=', 1)
      .executeTakeFirstOrThrow();
    return { other, formId: form.id, formTitle: form.title };
  });
}

type Payload = Record<string, unknown> & ({ formId: number } | { bucketId: number });

/**
 * Sends to one recipient (an e-mail address, or a phone number with `sms`) and answers the link
 * made, found by its recipient MAC, with the token its message carries.
 */
export async function sendLink(
  t: TestApp,
  clinic: TestClinic,
  to: string,
  payload: Payload,
  channel: 'email' | 'sms' = 'email',
) {
  const url = 'formId' in payload ? '/api/forms/send' : '/api/buckets/send';
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: clinic.headers,
    payload: { ...payload, ...(channel === 'email' ? { emails: [to] } : { phone_numbers: [to] }) },
  });
  if (response.statusCode !== 201) throw new Error(`send: ${response.statusCode} ${response.body}`);
  const link = await t.db
    .selectFrom('form_links')
    .selectAll()
    .where('company_id', '=', clinic.id)
    .where('recipient_mac', '=', recipientMac(t.app.cipher, channel, to))
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { link, token: await tokenSentTo(t, to, channel) };
}

/** The token of the latest link message to this address or number. */
export async function tokenSentTo(
  t: TestApp,
  to: string,
  channel: 'email' | 'sms' = 'email',
): Promise<string> {
  // The outbox keeps an address as the send cleaned it (core uniqueRecipients).
  const messages = await outboxTo(t, channel === 'sms' ? normalizePhone(to) : normalizeEmail(to));
  const text = messages.at(-1)?.body_text ?? '';
  const token = /\/forms?-fill\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no link in the message to ${to}`);
  return token;
}

export const DAY_MS = 86_400_000;
