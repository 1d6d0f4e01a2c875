import type { Db } from '../../db/database.js';
import type { Cipher } from '../../lib/crypto.js';
import { periodic, type Periodic } from '../../lib/periodic.js';
import type { Storage } from '../../lib/storage.js';
import { runDigestPass } from '../notifications/digest.js';
import { forgetEndedDrafts } from '../link-handoff/drafts.js';
import { sweepHeldSignups } from '../signup/trial-activation.js';
import { sweepUnboundUploads } from '../uploads/sweep.js';
import { runReminderPass, type ReminderPassReport } from './pass.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The reminder and digest passes' in-app schedule (started by main.ts). */
    reminders: ReminderScheduler;
  }
}

/** One tick: a reminder pass, then a digest pass; undefined when the reminder pass failed. */
export type ReminderScheduler = Periodic<ReminderPassReport | undefined>;

interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const MINUTE_MS = 60_000;

/**
 * The in-app schedule of reminders and the daily digest: one pass each minute. Several
 * processes are safe: both passes claim their rows with FOR UPDATE SKIP LOCKED, so each
 * reminder and each digest is sent once.
 */
export function createReminderScheduler(
  deps: { db: Db; cipher: Cipher; storage: Storage; appUrl: string; now?: () => Date },
  log: Logger,
): ReminderScheduler {
  async function once(): Promise<ReminderPassReport | undefined> {
    const pass = { db: deps.db, cipher: deps.cipher, appUrl: deps.appUrl };
    let report: ReminderPassReport | undefined;
    try {
      report = await runReminderPass({ ...pass, now: deps.now?.() });
      if (report.sent > 0 || report.skipped > 0) log.info({ ...report }, 'reminder pass');
    } catch (error) {
      log.error({ err: String(error) }, 'reminder pass failed');
    }
    // The digest runs even when the reminders failed: they share a timer, not a fate.
    try {
      const digest = await runDigestPass({ ...pass, now: deps.now?.() });
      if (digest.sent > 0) log.info({ ...digest }, 'digest pass');
    } catch (error) {
      log.error({ err: String(error) }, 'digest pass failed');
    }
    // Issue 19: drafts of links that expired go (completion and cancel drop theirs at once).
    try {
      const swept = await forgetEndedDrafts(deps.db);
      if (swept.drafts > 0 || swept.handoffs > 0) log.info({ ...swept }, 'drafts swept');
    } catch (error) {
      log.error({ err: String(error) }, 'draft sweep failed');
    }
    // Security III: files no submission kept go once their link has ended.
    try {
      const swept = await sweepUnboundUploads(deps);
      if (swept.uploads > 0) log.info({ ...swept }, 'uploads swept');
    } catch (error) {
      log.error({ err: String(error) }, 'upload sweep failed');
    }
    // Security III: trial signups whose activation link ended unopened.
    try {
      const held = await sweepHeldSignups(deps.db);
      if (held > 0) log.info({ held }, 'held signups swept');
    } catch (error) {
      log.error({ err: String(error) }, 'held signup sweep failed');
    }
    return report;
  }

  return periodic(once, MINUTE_MS);
}
