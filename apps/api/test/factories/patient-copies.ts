import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { LogStream } from '../../src/lib/logger.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { createClinic, type TestClinic } from './clinics.js';
import { outboxTo } from '../support/outbox.js';
import { makeLink, recordsRelease, submit, templateFormId } from './patient-links.js';
import { sealRecipient } from '../../src/lib/recipient.js';

/**
 * The copies' API tests: a clinic whose links are completed as patients complete them, and the
 * copy routes called as the pages call them. Call once per file; it starts and closes the app
 * (with `env` and its log in `logStream` when given).
 */
export function copyHarness(options: { env?: Record<string, string>; logStream?: LogStream } = {}) {
  const s = {} as { t: TestApp; clinic: TestClinic; formId: number; refillId: number };
  beforeAll(async () => {
    s.t = await createTestApp(options.env, options.logStream);
    s.clinic = await createClinic(s.t.app, s.t.db, { name: 'Sunrise Family Clinic' });
    s.formId = await templateFormId(s.t.db, s.clinic.id, 1);
    s.refillId = await templateFormId(s.t.db, s.clinic.id, 7);
  });
  afterAll(() => s.t.close());

  let n = 0;
  /** A form link sent to its own address (or number), so its messages are told apart. */
  async function sentLink(
    channel: 'email' | 'sms' | 'kiosk' = 'email',
    language: 'en' | 'es' = 'en',
  ) {
    n += 1;
    const to = channel === 'sms' ? `+1214555${String(1000 + n)}` : `copy-${n}@example.com`;
    const link = await makeLink(s.t.db, { companyId: s.clinic.id, formId: s.formId });
    await s.t.db
      .updateTable('form_links')
      .set({ channel, recipient: sealRecipient(s.t.app.cipher, to), language })
      .where('id', '=', link.linkId)
      .execute();
    return { ...link, to };
  }

  const fill = (token: string) =>
    submit(s.t.app, token, {
      fields: recordsRelease(),
      formId: s.formId,
      lastForm: true,
      fromBucket: false,
    });

  async function completed(
    channel: 'email' | 'sms' | 'kiosk' = 'email',
    language: 'en' | 'es' = 'en',
  ) {
    const link = await sentLink(channel, language);
    const response = await fill(link.token);
    expect(response.statusCode).toBe(201);
    return { ...link, copy: response.json().copy as { token: string; expires_at: string } | null };
  }

  const info = (token: string) =>
    s.t.app.inject({ method: 'GET', url: `/api/public/copies/${token}` });
  const pdf = (token: string, body: object = {}, remoteAddress?: string) =>
    s.t.app.inject({
      method: 'POST',
      url: `/api/public/copies/${token}/pdf`,
      payload: body,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const setting = (on: boolean, headers?: Record<string, string>) =>
    s.t.app.inject({
      method: 'PUT',
      url: '/api/company/patient-copies',
      payload: { email_patient_copy: on },
      headers: headers ?? s.clinic.headers,
    });
  const copyRow = (token: string) =>
    s.t.db
      .selectFrom('patient_copies')
      .selectAll()
      .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
      .executeTakeFirstOrThrow();
  const auditOf = (action: string, copyId: string) =>
    s.t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('target_id', '=', copyId)
      .execute();
  /** The e-mailed copy's token, from the one message to this address. */
  async function mailedToken(to: string) {
    const [message, ...more] = await outboxTo(s.t, to);
    expect(more).toHaveLength(0);
    const token = /\/copy\/([A-Za-z0-9_-]+)/.exec(message!.body_text!)?.[1];
    expect(token).toBeDefined();
    return { token: token!, message: message! };
  }
  const expire = (token: string) =>
    s.t.db
      .updateTable('patient_copies')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
      .execute();

  return {
    s,
    sentLink,
    fill,
    completed,
    info,
    pdf,
    setting,
    copyRow,
    auditOf,
    mailedToken,
    expire,
  };
}

/**
 * A patient completes a link and opens the copy its submit answer gave, once its PDF is made:
 * the security suite's successful call of the copy route.
 */
export async function viewFreshCopy(app: FastifyInstance, linkToken: string, formId: number) {
  const done = await submit(app, linkToken, {
    fields: recordsRelease(),
    formId,
    lastForm: true,
    fromBucket: false,
  });
  const copy = (done.json() as { copy: { token: string } }).copy;
  await app.pdfWorker.drain();
  return app.inject({ method: 'POST', url: `/api/public/copies/${copy.token}/pdf`, payload: {} });
}
