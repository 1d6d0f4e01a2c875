import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { createClinic } from '#test/factories/clinics.js';
import { addPrimaryKey } from '../keyring.js';
import { unique } from '#test/factories/users.js';
import { enqueueEmail, enqueueMessages, forgetOutboxLink } from './enqueue.js';
import { openLayout } from './sealing.js';
import { loadCipher, sealedKeyId } from '../crypto.js';
import type { OutgoingMessage } from './transports.js';
import { createOutboxWorker } from './worker.js';

// An e-mail's layout (lib/email/layout.ts) is kept like its body: sealed at rest, since a
// reminder's carries its stop link, and dropped with the body once delivered or its link is used.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const silent = { warn: () => undefined, error: () => undefined };
const STOP = `http://app.test/reminders/stop/17.${'ab'.repeat(32)}`;

const rowTo = async (subject: string) =>
  t.db.selectFrom('outbox').selectAll().where('subject', '=', subject).executeTakeFirstOrThrow();

describe('the stored layout', () => {
  it('is sealed, handed to the transport with the practice’s logo, then dropped', async () => {
    const clinic = await createClinic(t.app, t.db);
    const logoKey = `logos/${'1'.repeat(32)}.png`;
    await t.db
      .updateTable('companies')
      .set({ logo_key: logoKey })
      .where('id', '=', clinic.id)
      .execute();
    const layout = {
      practice: { name: clinic.name, companyId: clinic.id },
      unsubscribe: { url: STOP, oneClick: false },
    };
    const subject = `Reminder ${unique()}`;
    await enqueueEmail(t.db, t.app.cipher, { to: 'p@example.com', subject, text: 't', layout });

    const stored = await rowTo(subject);
    expect(stored.layout_sealed).not.toContain('reminders/stop');
    expect(stored.layout_sealed).not.toContain(clinic.name);
    expect(openLayout(t.app.cipher, stored.layout_sealed)).toEqual(layout);

    const sent: OutgoingMessage[] = [];
    const transport = { deliver: async (m: OutgoingMessage) => (sent.push(m), 'sent' as const) };
    await createOutboxWorker(
      t.db,
      { ...transport, close: () => undefined },
      silent,
      t.app.cipher,
    ).drain();
    expect(sent.find((m) => m.subject === subject)).toMatchObject({ layout, logoKey });
    expect((await rowTo(subject)).layout_sealed).toBeNull();
  });

  it('is dropped when its link is used before delivery; none is kept for an SMS', async () => {
    const subject = `Reminder ${unique()}`;
    const ref = `form_links:${unique()}`;
    await enqueueMessages(t.db, t.app.cipher, [
      {
        channel: 'email',
        to: 'p@example.com',
        subject,
        text: `Stop: ${STOP}`,
        link: { ref, expiresAt: new Date(Date.now() + 60_000) },
        layout: { unsubscribe: { url: STOP, oneClick: false } },
      },
      {
        channel: 'sms',
        to: '+15125550100',
        subject: null,
        text: `sms ${subject}`,
        layout: { unsubscribe: { url: STOP, oneClick: false } },
      },
    ]);
    expect((await rowTo(subject)).layout_sealed).not.toBeNull();
    await forgetOutboxLink(t.db, ref);
    expect((await rowTo(subject)).layout_sealed).toBeNull();
    const sms = await t.db
      .selectFrom('outbox')
      .select('layout_sealed')
      .where('channel', '=', 'sms')
      .execute();
    expect(sms.every((r) => r.layout_sealed === null)).toBe(true);
  });

  it('is sealed again under a new key when the keys rotate', async () => {
    const subject = `Kept ${unique()}`;
    const layout = { unsubscribe: { url: STOP, oneClick: false } };
    await enqueueEmail(t.db, t.app.cipher, { to: 'p@example.com', subject, text: 't', layout });
    const [newKey] = addPrimaryKey(t.config.dataDir);
    const counts = await t.app.keyReseal.drain();
    expect(counts.find((c) => c.target === 'outbox.layout_sealed')?.failed).toBe(0);
    const stored = (await rowTo(subject)).layout_sealed!;
    const rotated = loadCipher({ dataDir: t.config.dataDir });
    expect(rotated.primaryKeyId()).toBe(newKey);
    expect(sealedKeyId(stored)).toBe(newKey);
    expect(openLayout(rotated, stored)).toEqual(layout);
  });

  it('is not stored for a Paperless Clinic e-mail, which is delivered without one', async () => {
    const subject = `Plain ${unique()}`;
    await enqueueEmail(t.db, t.app.cipher, { to: 'u@example.com', subject, text: 't' });
    expect((await rowTo(subject)).layout_sealed).toBeNull();
    expect(openLayout(t.app.cipher, null)).toBeUndefined();
  });
});
