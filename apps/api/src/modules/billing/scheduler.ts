import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { MailDeps } from '../../lib/outbox/enqueue.js';
import { periodic, type Periodic } from '../../lib/periodic.js';
import { runBilling, type BillingRunReport } from './run.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The monthly billing run's in-app schedule (started by main.ts). */
    billing: BillingScheduler;
  }
}

/**
 * One tick bills the last closed month if anything is left to do, and sweeps statuses;
 * undefined when the run failed.
 */
export type BillingScheduler = Periodic<BillingRunReport | undefined>;

interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const HOUR_MS = 3_600_000;

/**
 * The in-app schedule of the monthly run. Each check runs the last closed month: invoices that
 * exist are left alone and charges resume by key, so checking hourly costs a few queries once
 * the month is billed, and the 1st of a month is billed within the hour after midnight UTC.
 */
export function createBillingScheduler(
  deps: { db: Db; config: Pick<Config, 'stripe'>; now?: () => Date; mail?: MailDeps },
  log: Logger,
): BillingScheduler {
  async function once(): Promise<BillingRunReport | undefined> {
    try {
      const report = await runBilling({
        db: deps.db,
        config: deps.config,
        now: deps.now?.(),
        mail: deps.mail,
      });
      if (report.issued > 0 || report.charged > 0 || report.suspended.length > 0)
        log.info(
          {
            month: report.month,
            issued: report.issued,
            charged: report.charged,
            suspended: report.suspended.length,
          },
          'billing run',
        );
      return report;
    } catch (error) {
      log.error({ err: String(error) }, 'billing run failed');
      return undefined;
    }
  }

  return periodic(once, HOUR_MS);
}
