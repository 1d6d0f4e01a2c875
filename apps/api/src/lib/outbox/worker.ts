import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { OutboxRow } from '../../db/schema.js';
import type { Cipher } from '../crypto.js';
import { practiceLookOf } from '../email/practice-look.js';
import { sealLegacyMessages } from './legacy.js';
import { openLayout, openText, scrubbed, scrubExpired } from './sealing.js';
import type { Transport } from './transports.js';
import {
  backoffSeconds,
  DEFAULT_LEASE,
  leasedQueue,
  type Claim,
  type Lease,
  type LeasedTable,
} from '../jobs/lease.js';
import { untilEmpty, workLoop, type WorkLoop } from '../jobs/loop.js';

const MAX_ATTEMPTS = 8;
/**
 * A claim lasts this long unless its holder renews it (every 10 s while a message is in flight),
 * so a message held by a process that died goes to another instance within this time, while a
 * live holder never loses it to a slow mail server.
 */
export const OUTBOX_LEASE_SECONDS = DEFAULT_LEASE.leaseSeconds;

/** Tests shorten the lease to watch it lapse or hold. */
export type OutboxLease = Lease;
/** How often, at most, a run also scrubs the copies whose link expired. */
const SWEEP_MS = 60_000;

/** Delivers queued mail: kick() after a commit that queued some, drain() in tests. */
export type OutboxWorker = WorkLoop;

interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The outbox's rows as a leased queue: pending, their time come. */
const outboxRows = (): LeasedTable => ({
  table: 'outbox',
  attempts: 'attempts',
  lease: 'locked_until',
  due: sql`state = 'pending' and next_attempt_at <= now()`,
  open: sql`state = 'pending'`,
});

/**
 * Delivers queued messages after commit, with retries, from any number of instances: each row is
 * claimed through lib/jobs/lease.ts, delivered outside any transaction (so slow SMTP never holds
 * the database), then marked while the claim is still ours.
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
  lease: OutboxLease = DEFAULT_LEASE,
): OutboxWorker {
  const queue = leasedQueue(db, outboxRows(), log, lease);
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

  /** Updates the row only while this claim holds it. */
  const whileOurs = (claim: Claim) => db.updateTable('outbox').where(queue.ours(claim));

  async function deliverOne(claim: Claim): Promise<void> {
    const release = queue.keep(claim);
    try {
      const row = await db
        .selectFrom('outbox')
        .selectAll()
        .where('id', '=', Number(claim.id))
        .executeTakeFirstOrThrow();
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
      const marked = await whileOurs(claim)
        .set(state === 'sent' ? { ...scrubbed(), ...done } : done)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) === 0)
        log.warn({ outboxId: row.id }, 'outbox: claim lost during delivery; it may be sent twice');
    } catch (error) {
      release();
      const failed = claim.attempts >= MAX_ATTEMPTS;
      // A mail or SMS error usually quotes the recipient, a patient's address or number: the
      // log gets the error's codes only, and the stored reason has addresses masked.
      const reason = deliveryError(error);
      log.warn(
        { outboxId: claim.id, attempts: claim.attempts, code: reason.code },
        'outbox delivery failed',
      );
      await whileOurs(claim)
        .set({
          state: failed ? 'failed' : 'pending',
          last_error: reason.text.slice(0, 500),
          locked_until: null,
          next_attempt_at: queue.after(backoffSeconds(claim.attempts)),
        })
        .execute();
    }
  }

  return workLoop({
    async pass(drained, stopping) {
      await sweep(drained);
      await untilEmpty(queue.claim, deliverOne, stopping);
    },
    onError: (error) => log.error({ err: error }, 'outbox worker failed'),
    kickWhenStopped: true,
  });
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
