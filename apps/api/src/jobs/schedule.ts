import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { Cipher } from '../lib/crypto.js';
import type { Duty } from '../lib/jobs/runner.js';
import type { Storage } from '../lib/storage.js';
import { sealAuditLog } from '../modules/audit-log/index.js';
import { runBilling, deliverBillingNotices } from '../modules/billing/index.js';
import type { ResealWorker } from '../modules/key-rotation/index.js';
import { forgetEndedDrafts, runReminderPass } from '../modules/links/index.js';
import { runDigestPass } from '../modules/notifications/index.js';
import { keepCopyPromises } from '../modules/patient-copies/index.js';
import { sweepHeldSignups } from '../modules/signup/index.js';
import { sweepUnboundUploads } from '../modules/uploads/index.js';

/** How often each queue looks for work when no commit kicked it (main.ts starts them). */
export const POLL_MS = {
  /** Queued e-mails and texts (lib/outbox/worker.ts). */
  outbox: 2_000,
  /** Submissions whose PDF is owed (modules/submissions/pdf-worker). */
  pdfs: 1_000,
  /** Events, their handlers and the duties below (lib/jobs/runner.ts). */
  jobs: 1_000,
} as const;

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

interface Logger {
  info(obj: object, msg: string): void;
}

export interface DutyDeps {
  db: Db;
  cipher: Cipher;
  storage: Storage;
  config: Config;
  keyReseal: ResealWorker;
  /** Whether this server re-seals in the background (the embedded database, or no fixed key). */
  resealInBackground: boolean;
  log: Logger;
  /** The duties' clock (tests); the real time when omitted. */
  now?: () => Date;
}

/**
 * What runs in the background, and how often: each duty runs once per interval across every
 * instance (its row in the jobs table is claimed by one), a failure is logged and the duty tried
 * again at its next time. A duty that reports work done logs it.
 */
export function duties(deps: DutyDeps): Duty[] {
  const { db, cipher, log } = deps;
  const appUrl = deps.config.appUrl;
  const now = () => deps.now?.();
  const logged =
    <T extends object>(msg: string, worked: (report: T) => boolean) =>
    (report: T) => {
      if (worked(report)) log.info({ ...report }, msg);
      return report;
    };
  return [
    // Committed audit rows join the hash chain about a second after their transaction.
    { name: 'audit.seal', everyMs: SECOND, run: () => sealAuditLog(db) },
    // Issue 7: data sealed under an old key is sealed again under the primary, in batches.
    ...(deps.resealInBackground
      ? [{ name: 'keys.reseal', everyMs: 10 * SECOND, run: () => deps.keyReseal.runOnce() }]
      : []),
    // Due reminders of unfinished links (issue 18).
    {
      name: 'reminders.pass',
      everyMs: MINUTE,
      run: () =>
        runReminderPass({ db, cipher, appUrl, now: now() }).then(
          logged('reminder pass', (r) => r.sent > 0 || r.skipped > 0),
        ),
    },
    // The daily digest of completions, at each user's chosen hour.
    {
      name: 'notifications.digest',
      everyMs: MINUTE,
      run: () =>
        runDigestPass({ db, cipher, appUrl, now: now() }).then(
          logged('digest pass', (r) => r.sent > 0),
        ),
    },
    // Issue 39: patients told their copy would follow get it once the visit's PDFs are made.
    {
      name: 'copies.promised',
      everyMs: 15 * SECOND,
      run: () =>
        keepCopyPromises({ db, cipher, appUrl }).then(
          logged('promised copies sent', (r) => r.kept > 0),
        ),
    },
    // Issue 19: drafts of links that expired (completion and cancel drop theirs at once).
    {
      name: 'drafts.sweep',
      everyMs: MINUTE,
      run: () =>
        forgetEndedDrafts(db).then(logged('drafts swept', (r) => r.drafts > 0 || r.handoffs > 0)),
    },
    // Security III: files no submission kept go once their link has ended.
    {
      name: 'uploads.sweep',
      everyMs: MINUTE,
      run: () =>
        sweepUnboundUploads({ db, storage: deps.storage }).then(
          logged('uploads swept', (r) => r.uploads > 0),
        ),
    },
    // Security III: trial signups whose activation link ended unopened.
    {
      name: 'signups.sweep',
      everyMs: MINUTE,
      run: () =>
        sweepHeldSignups(db).then((held) => logged('held signups swept', () => held > 0)({ held })),
    },
    // The monthly run: bills the last closed month if anything is left to do, and sweeps
    // statuses; invoices that exist are left alone and charges resume by key, so checking
    // hourly costs a few queries once the month is billed.
    {
      name: 'billing.run',
      everyMs: 60 * MINUTE,
      run: () =>
        runBilling({
          db,
          config: deps.config,
          now: now(),
          mail: { config: deps.config, cipher },
        }).then(
          logged('billing run', (r) => r.issued > 0 || r.charged > 0 || r.suspended.length > 0),
        ),
    },
    // Receipts and notices owed by billing runs and webhooks, to the clinic's owner.
    {
      name: 'billing.notices',
      everyMs: MINUTE,
      run: () => deliverBillingNotices(db, cipher, appUrl),
    },
  ];
}
