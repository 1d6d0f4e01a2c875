import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { OutboxRow } from '../../db/schema.js';
import type { Cipher } from '../crypto.js';
import { sealLegacyMessages } from './legacy.js';
import { openText, scrubbed, scrubExpired } from './sealing.js';
import type { Transport } from './transports.js';

const BATCH = 20;
const MAX_ATTEMPTS = 8;
const CLAIM_SECONDS = 120;
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
 * Delivers queued messages after commit, with retries. A row is claimed with a short lease in
 * one statement, delivered outside any transaction (so slow SMTP never holds the database),
 * then marked. A crash mid-delivery leaves a lease that expires and the row is tried again.
 * A delivered message keeps no usable link nor full address (sealing.ts scrubbed()); messages
 * kept in the outbox (no transport) keep theirs until the link is used or expires, which a
 * sweep in the same loop catches.
 */
export function createOutboxWorker(
  db: Db,
  transport: Transport,
  log: Logger,
  cipher: Cipher,
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

  async function claim(): Promise<OutboxRow[]> {
    return db
      .updateTable('outbox')
      .set({
        locked_until: sql<Date>`now() + make_interval(secs => ${CLAIM_SECONDS})`,
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
          .limit(BATCH)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .execute();
  }

  async function deliverOne(row: OutboxRow): Promise<void> {
    try {
      if (row.recipient_sealed === null || row.body_sealed === null) {
        throw new Error('the message was scrubbed before delivery');
      }
      const state = await transport.deliver({
        id: row.id,
        channel: row.channel,
        to: openText(cipher, row.recipient_sealed),
        subject: row.subject,
        text: openText(cipher, row.body_sealed),
      });
      const done = { state, delivered_at: sql<Date>`now()`, locked_until: null, last_error: null };
      await db
        .updateTable('outbox')
        .set(state === 'sent' ? { ...scrubbed(), ...done } : done)
        .where('id', '=', row.id)
        .execute();
    } catch (error) {
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
      await db
        .updateTable('outbox')
        .set({
          state: failed ? 'failed' : 'pending',
          last_error: reason.text.slice(0, 500),
          locked_until: null,
          next_attempt_at: sql<Date>`now() + make_interval(secs => ${delaySeconds})`,
        })
        .where('id', '=', row.id)
        .execute();
    }
  }

  async function runUntilEmpty(force = false): Promise<void> {
    await sweep(force);
    for (;;) {
      const rows = await claim();
      if (rows.length === 0) return;
      for (const row of rows) await deliverOne(row);
    }
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

const EMAIL = /[^\s<>"'@]+@[^\s<>"'@]+/g;
const PHONE = /\+?\d[\d\s().-]{6,}\d/g;

/** What may be logged and kept of a delivery error: its codes, and its text without addresses. */
export function deliveryError(error: unknown): { code: string; text: string } {
  const e = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  const code = [e.code, e.responseCode, e.status].filter((v) => v !== undefined).join(' ');
  const text = String(error).replace(EMAIL, '[address]').replace(PHONE, '[number]');
  return { code: code || 'unknown', text };
}
