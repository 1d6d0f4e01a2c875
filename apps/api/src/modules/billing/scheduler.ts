import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { runBilling, type BillingRunReport } from './run.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The monthly billing run's in-app schedule (started by main.ts). */
    billing: BillingScheduler;
  }
}

export interface BillingScheduler {
  /** Runs once now, then every `intervalMs` (hourly in production). */
  start(intervalMs?: number): void;
  /** Stops the timer and waits for a run in flight. */
  stop(): Promise<void>;
  /** One check: bills the last closed month if anything is left to do, and sweeps statuses. */
  tick(): Promise<BillingRunReport | undefined>;
}

interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const HOUR_MS = 3_600_000;

/**
 * The in-app schedule of the monthly run. Each check runs the last closed month: invoices that
 * exist are left alone and charges resume by key, so checking hourly costs a few queries once
 * the month is billed, and the 1st of a month is billed within the hour after midnight UTC.
 * One run at a time in this process.
 */
export function createBillingScheduler(
  deps: { db: Db; config: Pick<Config, 'stripe'>; now?: () => Date },
  log: Logger,
): BillingScheduler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<BillingRunReport | undefined> | undefined;

  async function once(): Promise<BillingRunReport | undefined> {
    try {
      const report = await runBilling({ db: deps.db, config: deps.config, now: deps.now?.() });
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

  function tick(): Promise<BillingRunReport | undefined> {
    running ??= once().finally(() => (running = undefined));
    return running;
  }

  return {
    tick,
    start(intervalMs = HOUR_MS) {
      if (timer) return;
      void tick();
      timer = setInterval(() => void tick(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
