import { ROLE, type OutboxListResponse } from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { outboxTo } from '#test/support/outbox.js';
import { bearer, createUser, loginAs, unique } from '#test/factories/users.js';
import { enqueueEmail, enqueueSms } from './enqueue.js';
import type { Transport } from './transports.js';
import { createOutboxWorker } from './worker.js';

// No SMTP or SMS settings: messages stay in the outbox for staff to read (decision 22).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const silent = { warn: () => undefined, error: () => undefined };

describe('the outbox without mail settings', () => {
  it('keeps mail and SMS readable by Super Admin, with search and pages', async () => {
    const tag = unique();
    const phone = `+1512555${String(Date.now()).slice(-4)}`;
    await enqueueEmail(t.db, t.app.cipher, {
      to: `a-${tag}@example.com`,
      subject: `Hello ${tag}`,
      text: 'Open http://app.test/x',
    });
    await enqueueSms(t.db, t.app.cipher, { to: phone, text: `Your form: http://app.test/y` });
    await t.app.outbox.drain();

    const admin = await createUser(t.db, ROLE.superAdmin);
    const { token } = await loginAs(t.app, admin);
    const search = async (query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/outbox?search=${encodeURIComponent(query)}`,
          headers: bearer(token),
        })
      ).json<OutboxListResponse>();
    // Subjects are searched, and addresses by their masked form.
    expect((await search(tag)).data).toEqual([
      expect.objectContaining({
        channel: 'email',
        subject: `Hello ${tag}`,
        text: 'Open http://app.test/x',
        link_removed: false,
        state: 'outbox',
      }),
    ]);
    expect((await search(phone)).data[0]).toMatchObject({
      channel: 'sms',
      to: `•••${phone.slice(-4)}`,
      text: 'Your form: http://app.test/y',
    });
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/outbox?per_page=1&page=2',
      headers: bearer(token),
    });
    expect(page.json<OutboxListResponse>()).toMatchObject({ total: 2, page: 2, per_page: 1 });
    expect(page.json<OutboxListResponse>().data[0]!.channel).toBe('email');
    // Patients' addresses and links are in there: each read leaves an audit row.
    const reads = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('user_id', '=', admin.id)
      .where('action', '=', 'outbox.list')
      .execute();
    expect(reads).toHaveLength(3);
  });

  it('queues nothing when the change that caused it rolls back', async () => {
    const to = `rolled-back-${unique()}@example.com`;
    await expect(
      t.db.transaction().execute(async (trx) => {
        await enqueueEmail(trx, t.app.cipher, { to, subject: 's', text: 't' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outboxTo(t, to)).toEqual([]);
  });
});

describe('delivery with retries', () => {
  it('retries a failed delivery later and records the error', async () => {
    let calls = 0;
    const flaky: Transport = {
      async deliver() {
        calls += 1;
        if (calls === 1) throw new Error('SMTP 451 try again');
        return 'sent';
      },
      close: () => undefined,
    };
    const worker = createOutboxWorker(t.db, flaky, silent, t.app.cipher);
    const to = `retry-${unique()}@example.com`;
    await enqueueEmail(t.db, t.app.cipher, { to, subject: 's', text: 't' });
    await worker.drain();
    const [queued] = await outboxTo(t, to);
    const afterFailure = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', queued!.id)
      .executeTakeFirstOrThrow();
    expect(afterFailure).toMatchObject({
      state: 'pending',
      attempts: 1,
      last_error: 'Error: SMTP 451 try again',
    });
    expect(afterFailure.next_attempt_at.getTime()).toBeGreaterThan(Date.now());

    // Time passes; the next run delivers it.
    await t.db
      .updateTable('outbox')
      .set({ next_attempt_at: new Date(Date.now() - 1000) })
      .where('id', '=', afterFailure.id)
      .execute();
    await worker.drain();
    const delivered = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', afterFailure.id)
      .executeTakeFirstOrThrow();
    expect(delivered).toMatchObject({ state: 'sent', attempts: 2, last_error: null });
    // Delivered: the stored copy keeps no full address and no body with a link.
    expect(delivered).toMatchObject({ recipient_sealed: null, body_sealed: null });
    expect(delivered.scrubbed_at).not.toBeNull();
  });

  it('delivers a message whose worker died mid-delivery once its claim expires', async () => {
    const to = `crashed-${unique()}@example.com`;
    await enqueueEmail(t.db, t.app.cipher, { to, subject: 's', text: 't' });
    const [queued] = await outboxTo(t, to);
    // A worker claimed it and then the process died: the claim is still in the row.
    await t.db
      .updateTable('outbox')
      .set({ locked_until: new Date(Date.now() + 60_000), attempts: 1 })
      .where('id', '=', queued!.id)
      .execute();
    const sent: string[] = [];
    const worker = createOutboxWorker(
      t.db,
      { deliver: async (m) => (sent.push(m.to), 'sent'), close: () => undefined },
      silent,
      t.app.cipher,
    );
    await worker.drain();
    expect(sent).not.toContain(to);
    await t.db
      .updateTable('outbox')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('id', '=', queued!.id)
      .execute();
    await worker.drain();
    expect(sent).toContain(to);
  });
});
