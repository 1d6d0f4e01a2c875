import { nextReminderAt } from '@paperless/core';
import type { Db, DbExecutor } from '../../../db/database.js';
import type { Cipher } from '../../../lib/crypto.js';
import { formLinkRef, linkUrl } from '../sending/message.js';
import { claimDue, namesFor, sortOut } from './claim.js';
import { reminderMessage, type ReminderMessage } from './message.js';
import { optedOut } from '../opt-outs.js';
import { markReminded, writeNextReminders } from './plan.js';
import { auditReminded, queueReminders } from './queue.js';
import { reminderStopUrl, reminderUnsubscribeUrl } from './stop-token.js';

export interface ReminderPassDeps {
  db: Db;
  cipher: Cipher;
  appUrl: string;
  /** The pass's clock (the CLI's --now); the real time when omitted. */
  now?: Date;
  /** Links claimed per transaction. */
  batchSize?: number;
  /** Claim loops run side by side (each its own transaction and connection). */
  workers?: number;
}

export interface ReminderPassReport {
  sent: number;
  /** Due links not reminded now: opted out, unreadable, closed, or outside the window (later). */
  skipped: number;
}

const BATCH = 1000;
const WORKERS = 2;

/**
 * One reminder pass: every open link whose reminder is due gets one, by its own channel, and
 * its next one planned. Links are claimed in batches with FOR UPDATE SKIP LOCKED, each batch in
 * its own transaction, so several processes (or two app instances on one PostgreSQL) share the
 * work and no link is reminded twice. A completion locks its link FOR UPDATE too: a link being
 * completed is skipped, and one completed since the claim's snapshot fails the where clause, as
 * the row lock re-checks it; a reminder claimed first is queued before the completion commits,
 * and the completion's forgetOutboxLink then voids its stored copy.
 */
export async function runReminderPass(deps: ReminderPassDeps): Promise<ReminderPassReport> {
  const now = deps.now ?? new Date();
  const batchSize = deps.batchSize ?? BATCH;
  // While one batch waits on the database the other seals its messages (CPU): on PostgreSQL
  // two claim loops nearly halve a large pass. PGlite runs them in turn, which costs nothing.
  const loops = await Promise.all(
    Array.from({ length: deps.workers ?? WORKERS }, () => claimLoop(deps, now, batchSize)),
  );
  return {
    sent: loops.reduce((sum, r) => sum + r.sent, 0),
    skipped: loops.reduce((sum, r) => sum + r.skipped, 0),
  };
}

async function claimLoop(
  deps: ReminderPassDeps,
  now: Date,
  batchSize: number,
): Promise<ReminderPassReport> {
  const report: ReminderPassReport = { sent: 0, skipped: 0 };
  for (;;) {
    const batch = await deps.db
      .transaction()
      .execute((trx) => remindBatch(trx, deps, now, batchSize));
    report.sent += batch.sent;
    report.skipped += batch.skipped;
    // Every claimed link leaves the due set (its next reminder is later, or none), so a short
    // batch means nothing is left that this loop may claim (the other loop may hold the rest).
    if (batch.sent + batch.skipped < batchSize) return report;
  }
}

async function remindBatch(
  trx: DbExecutor,
  { cipher, appUrl }: ReminderPassDeps,
  now: Date,
  limit: number,
): Promise<ReminderPassReport> {
  const links = await claimDue(trx, now, limit);
  if (links.length === 0) return { sent: 0, skipped: 0 };
  const names = await namesFor(trx, links);
  const { ready, later } = sortOut(cipher, links, names, now);
  // A number that replied STOP to this clinic gets no more texts from it.
  const texts = ready.filter((r) => r.link.channel === 'sms');
  const stopped = await optedOut(
    trx,
    cipher,
    texts.map((r) => ({ companyId: r.link.company_id, phone: r.to })),
  );
  const blocked = new Set([...stopped].map((i) => texts[i]!));
  const sending = ready.filter((r) => !blocked.has(r));
  later.push(...[...blocked].map((r) => ({ id: r.link.id, at: null })));

  const messages: ReminderMessage[] = sending.map(({ link, subject, token, to }) =>
    reminderMessage(
      link.channel,
      to,
      subject,
      {
        link: linkUrl(appUrl, subject.kind, token),
        stop: reminderStopUrl(appUrl, cipher, link.id),
        unsubscribe: reminderUnsubscribeUrl(appUrl, cipher, link.id),
      },
      { ref: formLinkRef(link.id), expiresAt: link.expires_at },
      link.language,
    ),
  );
  await queueReminders(trx, cipher, messages);
  const next = sending.map(({ link }) => {
    const company = names.companies.get(link.company_id)!;
    const at = nextReminderAt({
      sentAt: link.last_sent_at,
      visitAt: link.visit_at,
      remindersSent: link.reminders_sent + 1,
      lastRemindedAt: now,
      expiresAt: link.expires_at,
      schedule: company.schedule,
      timeZone: company.time_zone,
      now,
    });
    return { id: link.id, at };
  });
  await markReminded(trx, next, now);
  await writeNextReminders(trx, later);
  await auditReminded(
    trx,
    sending.map(({ link }) => ({
      linkId: link.id,
      companyId: link.company_id,
      channel: link.channel,
      reminder: link.reminders_sent + 1,
    })),
  );
  return { sent: sending.length, skipped: later.length };
}
