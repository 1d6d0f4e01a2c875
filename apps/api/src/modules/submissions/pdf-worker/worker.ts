import { sql } from 'kysely';
import { makeSubmissionPdf, PdfJobError, type PdfDeps } from './job.js';
import { createPdfRenderer } from './render-pool.js';

export const PDF_MAX_ATTEMPTS = 5;
/**
 * A claim lasts this long unless renewed: the worker renews it every RENEW_MS while it renders,
 * so a big form keeps its claim however long it takes, and the job of a process that died goes
 * to another instance within this time.
 */
export const PDF_LEASE_SECONDS = 30;
const RENEW_MS = 10_000;

/** Tests shorten the lease to watch it hold. */
export interface PdfLease {
  leaseSeconds: number;
  renewMs: number;
}

export interface PdfWorker {
  /** Look for work now: called after a submission commits. Ignored unless started. */
  kick(): void;
  /** Make every PDF that is due now (tests). */
  drain(): Promise<void>;
  start(intervalMs: number): void;
  /** Stops polling and waits for the PDF being made. */
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pdfWorker: PdfWorker;
  }
}

interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Turns pending submissions into PDFs off the request path, on any number of instances. A row
 * is claimed with a lease in one statement (SKIP LOCKED: two processes never claim the same
 * row), one at a time (a process that dies strands one job, not a batch), made outside any
 * transaction, then marked ready. A failure waits for its lease to pass (longer after each try)
 * and gives up as 'failed' after PDF_MAX_ATTEMPTS; a crash leaves a lease that expires, and
 * another instance retries the row. Each claim adds an attempt: a holder whose lease lapsed
 * (and was taken) neither renews nor records a failure over the new holder's claim; should both
 * finish, the first to mark it ready wins and the other's write changes nothing (job.ts).
 */
export function createPdfWorker(
  deps: PdfDeps,
  log: Logger,
  lease: PdfLease = { leaseSeconds: PDF_LEASE_SECONDS, renewMs: RENEW_MS },
): PdfWorker {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  // pdf-lib's work runs on a thread of its own: the API answers while a large form renders.
  const renderer = createPdfRenderer();

  const leaseEnd = (seconds: number) => sql<Date>`now() + make_interval(secs => ${seconds})`;

  async function claim(): Promise<{ id: string; pdf_attempts: number } | undefined> {
    // Rows whose last try crashed after the final attempt are settled here.
    await deps.db
      .updateTable('submissions')
      .set({ pdf_status: 'failed', pdf_lease_until: null })
      .where('pdf_status', '=', 'pending')
      .where('pdf_attempts', '>=', PDF_MAX_ATTEMPTS)
      .where('pdf_lease_until', '<', sql<Date>`now()`)
      .execute();
    return deps.db
      .updateTable('submissions')
      .set({
        pdf_lease_until: leaseEnd(lease.leaseSeconds),
        pdf_attempts: sql<number>`pdf_attempts + 1`,
      })
      .where('id', 'in', (qb) =>
        qb
          .selectFrom('submissions')
          .select('id')
          .where('pdf_status', '=', 'pending')
          .where('pdf_attempts', '<', PDF_MAX_ATTEMPTS)
          .where((eb) =>
            eb.or([
              eb('pdf_lease_until', 'is', null),
              eb('pdf_lease_until', '<', sql<Date>`now()`),
            ]),
          )
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'pdf_attempts'])
      .executeTakeFirst();
  }

  /** Updates the row only while this claim holds it (no other instance claimed it since). */
  const whileOurs = (row: { id: string; pdf_attempts: number }) =>
    deps.db
      .updateTable('submissions')
      .where('id', '=', row.id)
      .where('pdf_attempts', '=', row.pdf_attempts)
      .where('pdf_status', '=', 'pending');

  /** Keeps the claim alive while a big form renders. */
  function keepClaim(row: { id: string; pdf_attempts: number }): () => void {
    const timer = setInterval(() => {
      // Never shortens it: a renewal that lands after a failure keeps that failure's back-off.
      whileOurs(row)
        .set({
          pdf_lease_until: sql<Date>`greatest(pdf_lease_until, ${leaseEnd(lease.leaseSeconds)})`,
        })
        .execute()
        .catch((error: unknown) =>
          log.warn(
            { submissionId: row.id, err: error instanceof Error ? error.name : 'unknown' },
            'PDF claim not renewed',
          ),
        );
    }, lease.renewMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  async function makeOne(row: { id: string; pdf_attempts: number }): Promise<void> {
    const release = keepClaim(row);
    try {
      await makeSubmissionPdf(deps, row.id, renderer.render);
      release();
    } catch (error) {
      release();
      const failed = row.pdf_attempts >= PDF_MAX_ATTEMPTS;
      // Retry after 30 s, 1 min, 2 min, ...: the lease is the time of the next try.
      const delaySeconds = Math.min(30 * 2 ** (row.pdf_attempts - 1), 3600);
      log.warn(
        {
          submissionId: row.id,
          attempts: row.pdf_attempts,
          stage: error instanceof PdfJobError ? error.stage : 'unknown',
        },
        'submission PDF failed',
      );
      await whileOurs(row)
        .set(
          failed
            ? { pdf_status: 'failed', pdf_lease_until: null }
            : { pdf_lease_until: leaseEnd(delaySeconds) },
        )
        .execute();
    }
  }

  async function runUntilEmpty(): Promise<void> {
    for (let row = await claim(); row; row = await claim())
      await makeOne({ id: String(row.id), pdf_attempts: row.pdf_attempts });
  }

  function run(): Promise<void> {
    running ??= runUntilEmpty()
      .catch((error: unknown) =>
        log.error({ err: error instanceof Error ? error.name : 'unknown' }, 'PDF worker failed'),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    kick: () => {
      if (timer) void run();
    },
    async drain() {
      // A run under way may have claimed before the latest commit: run once more.
      await running;
      await run();
    },
    start(intervalMs) {
      timer ??= setInterval(() => void run(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      await renderer.close();
    },
  };
}
