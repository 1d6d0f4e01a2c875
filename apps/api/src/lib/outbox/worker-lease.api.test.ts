import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { unique } from '#test/factories/users.js';
import { outboxTo } from '#test/support/outbox.js';
import { startSmtpServer } from '#test/support/smtp.js';
import { enqueueEmail } from './enqueue.js';
import { createTransport, type OutgoingMessage, type Transport } from './transports.js';
import { createOutboxWorker, outboxMessageKey, type OutboxLease } from './worker.js';

// Several instances run the outbox worker on one database: each message goes out once, a slow
// send keeps its claim, and a claim that lapsed is taken over without the late holder undoing it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const silent = { warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A transport that records what it sends and takes `ms` for each message. */
function recorder(ms = 0): Transport & { sent: OutgoingMessage[] } {
  const sent: OutgoingMessage[] = [];
  return {
    sent,
    async deliver(message) {
      await sleep(ms);
      sent.push(message);
      return 'sent';
    },
    close: () => undefined,
  };
}

const worker = (transport: Transport, log = silent, lease?: OutboxLease) =>
  createOutboxWorker(t.db, transport, log, t.app.cipher, lease);

async function queue(to: string) {
  await enqueueEmail(t.db, t.app.cipher, { to, subject: 's', text: 't' });
  const [row] = await outboxTo(t, to);
  return row!;
}

const reload = (id: number) =>
  t.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('the outbox worker on several instances', () => {
  it('delivers each message once when two instances drain at the same time', async () => {
    const tag = unique();
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push((await queue(`m${i}-${tag}@example.com`)).id);
    const a = recorder(2);
    const b = recorder(2);
    await Promise.all([worker(a).drain(), worker(b).drain()]);

    const delivered = [...a.sent, ...b.sent].map((m) => m.id).filter((id) => ids.includes(id));
    expect(delivered.sort((x, y) => x - y)).toEqual(ids);
    for (const id of ids) expect((await reload(id)).state).toBe('sent');
  });

  it('keeps the claim of a slow send alive, so no other instance sends it too', async () => {
    const row = await queue(`slow-${unique()}@example.com`);
    const slow = recorder(2_500);
    const holder = worker(slow, silent, { leaseSeconds: 1, renewMs: 200 }).drain();
    const other = recorder();
    // Well past the 1 s lease, the other instance looks again and again.
    for (let i = 0; i < 8; i++) {
      await sleep(300);
      await worker(other).drain();
    }
    await holder;
    expect(other.sent.map((m) => m.id)).not.toContain(row.id);
    expect(slow.sent.map((m) => m.id)).toContain(row.id);
    expect(await reload(row.id)).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('lets another instance take a lapsed claim; the late holder leaves its mark alone', async () => {
    const row = await queue(`lapsed-${unique()}@example.com`);
    const warn = vi.fn();
    // A holder that stalls without renewing (a frozen process): its 1 s claim lapses.
    const stalled = recorder(2_000);
    const holder = worker(
      stalled,
      { warn, error: () => undefined },
      {
        leaseSeconds: 1,
        renewMs: 60_000,
      },
    ).drain();
    await sleep(1_300);
    const other = recorder();
    await worker(other).drain();
    expect(other.sent.map((m) => m.id)).toContain(row.id);
    expect(await reload(row.id)).toMatchObject({ state: 'sent', attempts: 2 });

    await holder;
    // The stalled send went out too (the limit the Message-ID is for), and it says so.
    expect(warn).toHaveBeenCalledWith({ outboxId: row.id }, expect.stringMatching(/claim lost/));
    expect(await reload(row.id)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('gives every try of one message the same Message-ID, and other messages other ones', async () => {
    const smtp = await startSmtpServer();
    const transport = createTransport(
      loadConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Clinic <no-reply@clinic.example>' }),
    );
    try {
      const first = await reload((await queue(`id-a-${unique()}@example.com`)).id);
      const second = await reload((await queue(`id-b-${unique()}@example.com`)).id);
      const message = (row: typeof first): OutgoingMessage => ({
        id: row.id,
        messageKey: outboxMessageKey(row),
        channel: 'email',
        to: 'patient@example.com',
        subject: 's',
        text: 't',
      });
      await transport.deliver(message(first));
      await transport.deliver(message(first));
      await transport.deliver(message(second));
      const ids = smtp.received.map((m) => /^Message-ID: (.+)$/im.exec(m.raw)?.[1]?.trim());
      expect(ids[0]).toBe(`<outbox.${outboxMessageKey(first)}@clinic.example>`);
      expect(ids[1]).toBe(ids[0]);
      expect(ids[2]).not.toBe(ids[0]);
    } finally {
      transport.close();
      await smtp.close();
    }
  });
});
