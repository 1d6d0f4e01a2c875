import { sql } from 'kysely';
import { makeSubmissionPdf, PdfJobError, type PdfDeps } from './job.js';
import { createPdfRenderer } from './render-pool.js';

const BATCH = 10;
export const PDF_MAX_ATTEMPTS = 5;
/** Long enough for a big form's render; a crashed run's rows come back after it. */
const LEASE_SECONDS = 300;

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
 * Turns pending submissions into PDFs off the request path. A row is claimed with a lease in
 * one statement (so two processes never make the same PDF), made outside any transaction, then
 * marked ready. A failure waits for its lease to pass (longer after each try) and gives up as
 * 'failed' after PDF_MAX_ATTEMPTS; a crash leaves a lease that expires, and the row is retried.
 */
export function createPdfWorker(deps: PdfDeps, log: Logger): PdfWorker {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  // pdf-lib's work runs on a thread of its own: the API answers while a large form renders.
  const renderer = createPdfRenderer();

  async function claim(): Promise<{ id: string; pdf_attempts: number }[]> {
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
        pdf_lease_until: sql<Date>`now() + make_interval(secs => ${LEASE_SECONDS})`,
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
          .limit(BATCH)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'pdf_attempts'])
      .execute();
  }

  async function makeOne(row: { id: string; pdf_attempts: number }): Promise<void> {
    try {
      await makeSubmissionPdf(deps, row.id, renderer.render);
    } catch (error) {
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
      await deps.db
        .updateTable('submissions')
        .set(
          failed
            ? { pdf_status: 'failed', pdf_lease_until: null }
            : { pdf_lease_until: sql<Date>`now() + make_interval(secs => ${delaySeconds})` },
        )
        .where('id', '=', row.id)
        .execute();
    }
  }

  async function runUntilEmpty(): Promise<void> {
    for (;;) {
      const rows = await claim();
      if (rows.length === 0) return;
      for (const row of rows) await makeOne({ id: String(row.id), pdf_attempts: row.pdf_attempts });
    }
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
