import { ROLE, type OutboxListResponse } from '@paperless/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, createUser, loginAs, unique } from '../../test/factories.js';
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
    await enqueueEmail(t.db, t.app.cipher, {
      to: `a-${tag}@example.com`,
      subject: `Hello ${tag}`,
      text: 'Open http://app.test/x',
    });
    await enqueueSms(t.db, t.app.cipher, {
      to: '+15125550100',
      text: `Your form ${tag}: http://app.test/y`,
    });
    await t.app.outbox.drain();

    const admin = await createUser(t.db, ROLE.superAdmin);
    const { token } = await loginAs(t.app, admin);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/outbox?search=${tag}&per_page=1`,
      headers: bearer(token),
    });
    const body = page.json<OutboxListResponse>();
    expect(body.total).toBe(2);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ channel: 'sms', to: '+15125550100', state: 'outbox' });
    const second = await t.app.inject({
      method: 'GET',
      url: `/api/outbox?search=${tag}&per_page=1&page=2`,
      headers: bearer(token),
    });
    expect(second.json<OutboxListResponse>().data[0]).toMatchObject({
      channel: 'email',
      subject: `Hello ${tag}`,
      state: 'outbox',
    });
    // Patients' addresses and links are in there: each read leaves an audit row.
    const reads = await t.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('user_id', '=', admin.id)
      .where('action', '=', 'outbox.list')
      .execute();
    expect(reads).toHaveLength(2);
  });

  it('queues nothing when the change that caused it rolls back', async () => {
    const to = `rolled-back-${unique()}@example.com`;
    await expect(
      t.db.transaction().execute(async (trx) => {
        await enqueueEmail(trx, t.app.cipher, { to, subject: 's', text: 't' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(
      await t.db.selectFrom('outbox').select('id').where('recipient', '=', to).execute(),
    ).toEqual([]);
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
    const worker = createOutboxWorker(t.db, flaky, silent);
    const to = `retry-${unique()}@example.com`;
    await enqueueEmail(t.db, t.app.cipher, { to, subject: 's', text: 't' });
    await worker.drain();
    const afterFailure = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', to)
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
  });

  it('delivers a message whose worker died mid-delivery once its claim expires', async () => {
    const to = `crashed-${unique()}@example.com`;
    await enqueueEmail(t.db, t.app.cipher, { to, subject: 's', text: 't' });
    // A worker claimed it and then the process died: the claim is still in the row.
    await t.db
      .updateTable('outbox')
      .set({ locked_until: new Date(Date.now() + 60_000), attempts: 1 })
      .where('recipient', '=', to)
      .execute();
    const sent: string[] = [];
    const worker = createOutboxWorker(
      t.db,
      { deliver: async (m) => (sent.push(m.recipient), 'sent'), close: () => undefined },
      silent,
    );
    await worker.drain();
    expect(sent).not.toContain(to);
    await t.db
      .updateTable('outbox')
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where('recipient', '=', to)
      .execute();
    await worker.drain();
    expect(sent).toContain(to);
  });
});
