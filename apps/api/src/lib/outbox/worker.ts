import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { OutboxRow } from '../../db/schema.js';
import type { Cipher } from '../crypto.js';
import { practiceLookOf } from '../email/practice-look.js';
import { sealLegacyMessages } from './legacy.js';
import { openLayout, openText, scrubbed, scrubExpired } from './sealing.js';
import type { Transport } from './transports.js';

const MAX_ATTEMPTS = 8;
/**
 * A claim lasts this long unless its holder renews it (every RENEW_MS while a message is in
 * flight), so a message held by a process that died goes to another instance within this time,
 * while a live holder never loses it to a slow mail server.
 */
export const OUTBOX_LEASE_SECONDS = 30;
const RENEW_MS = 10_000;

/** Tests shorten the lease to watch it lapse or hold. */
export interface OutboxLease {
  leaseSeconds: number;
  renewMs: number;
}
/** How often, at most, a run also scrubs the copies whose link expired. */
const SWEEP_MS = 60_000;

export interface OutboxWorker {
  /** Deliver what is due now; called after a commit that queued mail. */
  kick(): void;
  /** Deliver until nothing is due (tests, shutdown). */
  drain(): Promise<void>;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Delivers queued messages after commit, with retries, from any number of instances. A row is
 * claimed with a short lease in one statement (SKIP LOCKED: two instances never claim the same
 * row), delivered outside any transaction (so slow SMTP never holds the database), then marked.
 * One row at a time, so a process that dies strands one message, not a batch, for one lease.
 * Each claim adds an attempt, and the holder renews and marks only while `attempts` is still
 * its own: once another instance has taken a lapsed claim, the first one stops touching the row.
 * Limit: a process that dies after the mail server accepted a message and before the row is
 * marked leaves it to be sent again after the lease; the Message-ID stays the same (see
 * transports.ts), so the receiving side can drop the copy.
 * A delivered message keeps no usable link nor full address (sealing.ts scrubbed()); messages
 * kept in the outbox (no transport) keep theirs until the link is used or expires, which a
 * sweep in the same loop catches.
 */
export function createOutboxWorker(
  db: Db,
  transport: Transport,
  log: Logger,
  cipher: Cipher,
  lease: OutboxLease = { leaseSeconds: OUTBOX_LEASE_SECONDS, renewMs: RENEW_MS },
): OutboxWorker {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let sweptAt = 0;
  let legacySealed = false;

  async function sweep(force: boolean): Promise<void> {
    if (!force && Date.now() - sweptAt < SWEEP_MS) return;
    sweptAt = Date.now();
    if (!legacySealed) {
      const sealed = await sealLegacyMessages(db, cipher);
      if (sealed > 0) log.warn({ sealed }, 'outbox: sealed messages queued before sealing');
      legacySealed = true;
    }
    await scrubExpired(db);
  }

  const leaseEnd = sql<Date>`now() + make_interval(secs => ${lease.leaseSeconds})`;

  async function claim(): Promise<OutboxRow | undefined> {
    return db
      .updateTable('outbox')
      .set({
        locked_until: leaseEnd,
        attempts: sql<number>`attempts + 1`,
      })
      .where('id', 'in', (qb) =>
        qb
          .selectFrom('outbox')
          .select('id')
          .where('state', '=', 'pending')
          .where('next_attempt_at', '<=', sql<Date>`now()`)
          .where((eb) =>
            eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql<Date>`now()`)]),
          )
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .executeTakeFirst();
  }

  /** Updates the row only while this claim holds it (no other instance claimed it since). */
  const whileOurs = (row: OutboxRow) =>
    db.updateTable('outbox').where('id', '=', row.id).where('attempts', '=', row.attempts);

  /** Keeps the claim alive while the mail server takes its time. */
  function keepClaim(row: OutboxRow): () => void {
    const timer = setInterval(() => {
      whileOurs(row)
        .set({ locked_until: leaseEnd })
        .where('state', '=', 'pending')
        .execute()
        .catch((error: unknown) =>
          log.warn(
            { outboxId: row.id, err: error instanceof Error ? error.name : 'unknown' },
            'outbox: claim not renewed',
          ),
        );
    }, lease.renewMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  async function deliverOne(row: OutboxRow): Promise<void> {
    const release = keepClaim(row);
    try {
      if (row.recipient_sealed === null || row.body_sealed === null) {
        throw new Error('the message was scrubbed before delivery');
      }
      // The practice's logo, phone, address and colour as they are now (issue 20).
      const { layout, logoKey } = await practiceLookOf(db, openLayout(cipher, row.layout_sealed));
      const state = await transport.deliver({
        id: row.id,
        messageKey: outboxMessageKey(row),
        channel: row.channel,
        to: openText(cipher, row.recipient_sealed),
        subject: row.subject,
        text: openText(cipher, row.body_sealed),
        layout,
        logoKey,
      });
      release();
      // Marked at once: this statement is all that stands between the mail server's acceptance
      // and the row saying so (the window in which a crash means a second copy).
      const done = { state, delivered_at: sql<Date>`now()`, locked_until: null, last_error: null };
      const marked = await whileOurs(row)
        .set(state === 'sent' ? { ...scrubbed(), ...done } : done)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) === 0)
        log.warn({ outboxId: row.id }, 'outbox: claim lost during delivery; it may be sent twice');
    } catch (error) {
      release();
      const failed = row.attempts >= MAX_ATTEMPTS;
      // Back off 30 s, 1 min, 2 min, ... up to about an hour between tries.
      const delaySeconds = Math.min(30 * 2 ** (row.attempts - 1), 3600);
      // A mail or SMS error usually quotes the recipient, a patient's address or number: the
      // log gets the error's codes only, and the stored reason has addresses masked.
      const reason = deliveryError(error);
      log.warn(
        { outboxId: row.id, attempts: row.attempts, code: reason.code },
        'outbox delivery failed',
      );
      await whileOurs(row)
        .set({
          state: failed ? 'failed' : 'pending',
          last_error: reason.text.slice(0, 500),
          locked_until: null,
          next_attempt_at: sql<Date>`now() + make_interval(secs => ${delaySeconds})`,
        })
        .execute();
    }
  }

  async function runUntilEmpty(force = false): Promise<void> {
    await sweep(force);
    for (let row = await claim(); row; row = await claim()) await deliverOne(row);
  }

  function run(force = false): Promise<void> {
    running ??= runUntilEmpty(force)
      .catch((error: unknown) => log.error({ err: error }, 'outbox worker failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    kick: () => void run(),
    async drain() {
      // A run already under way may have claimed before the latest commit: run once more.
      await running;
      await run(true);
    },
    start(intervalMs) {
      timer ??= setInterval(() => void run(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

/**
 * What names one queued message for good, whichever instance sends it and however often: its row
 * and when it was queued (ids alone repeat across databases, after a restore or in a test).
 */
export const outboxMessageKey = (row: Pick<OutboxRow, 'id' | 'created_at'>) =>
  `${row.id}.${row.created_at.getTime().toString(36)}`;

const EMAIL = /[^\s<>"'@]+@[^\s<>"'@]+/g;
const PHONE = /\+?\d[\d\s().-]{6,}\d/g;

/** What may be logged and kept of a delivery error: its codes, and its text without addresses. */
export function deliveryError(error: unknown): { code: string; text: string } {
  const e = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  const code = [e.code, e.responseCode, e.status].filter((v) => v !== undefined).join(' ');
  const text = String(error).replace(EMAIL, '[address]').replace(PHONE, '[number]');
  return { code: code || 'unknown', text };
}
