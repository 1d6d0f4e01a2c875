import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/** One message the sink took responsibility for (answered 250 to). */
export interface SinkMail {
  messageId: string;
  to: string[];
  raw: string;
}

/**
 * The mail server both instances deliver to, counting what it accepts. A message is the sink's
 * once it answers 250 at the end of the data, as with a real server: a sender that dies before
 * that answer has not delivered it, and the message is dropped. `pause` holds every message at
 * that point, so a test can kill an instance while it is delivering without landing in the one
 * window no outbox can close (after the 250, before the sender records it; see
 * lib/outbox/worker.ts): the figures then show exactly-once delivery, and the Message-IDs the
 * guard for that window.
 */
export interface MailSink {
  url: string;
  received: SinkMail[];
  /**
   * Holds every message after the first `from` (default: from now on) before its 250; resolves
   * once that many are in, every open session is held, and no 250 went out for a moment.
   */
  pause(from?: number): Promise<void>;
  /** Sessions waiting in the hold: at most one per delivering instance. */
  held(): number;
  /** Held messages whose sender has gone since (its connection closed). */
  orphaned(): number;
  /** Answers the held messages; those whose sender is gone are dropped. Answers how many. */
  resume(): number;
  close(): Promise<void>;
}

/** Quiet time after the last 250 before a pause counts as settled: the sender marks its row. */
const SETTLE_MS = 500;

export async function startMailSink(): Promise<MailSink> {
  const received: SinkMail[] = [];
  const open = new Set<string>();
  let holdFrom = Infinity;
  let held: { session: SMTPServerSession; raw: string; answer: () => void }[] = [];
  let lastAcceptedAt = 0;

  const accept = (session: SMTPServerSession, raw: string) => {
    received.push({
      messageId: /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(raw)?.[1] ?? '',
      to: session.envelope.rcptTo.map((r) => r.address),
      raw,
    });
    lastAcceptedAt = Date.now();
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(session, callback) {
      open.add(session.id);
      callback();
    },
    onClose(session) {
      open.delete(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        if (received.length < holdFrom) {
          accept(session, raw);
          callback();
          return;
        }
        held.push({ session, raw, answer: () => callback() });
      });
    },
  });
  // A sender killed mid-session resets its connection: that is its business, not an error here.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async pause(from = received.length) {
      holdFrom = from;
      const until = Date.now() + 60_000;
      while (Date.now() < until) {
        const settled = Date.now() - lastAcceptedAt >= SETTLE_MS;
        if (received.length >= from && settled && held.length >= open.size) return;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`the mail sink did not settle: ${open.size} open, ${held.length} held`);
    },
    held: () => held.length,
    orphaned: () => held.filter((h) => !open.has(h.session.id)).length,
    resume() {
      holdFrom = Infinity;
      let dropped = 0;
      for (const h of held) {
        if (!open.has(h.session.id)) {
          dropped++;
          continue;
        }
        accept(h.session, h.raw);
        h.answer();
      }
      held = [];
      return dropped;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
