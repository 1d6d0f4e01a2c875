import { sql } from 'kysely';
import { makeSubmissionPdf, PdfJobError, type PdfDeps } from './job.js';
import { createPdfRenderer } from './render-pool.js';
import {
  backoffSeconds,
  DEFAULT_LEASE,
  leasedQueue,
  type Claim,
  type Lease,
  type LeasedTable,
} from '../../../lib/jobs/lease.js';
import { untilEmpty, workLoop, type WorkLoop } from '../../../lib/jobs/loop.js';

export const PDF_MAX_ATTEMPTS = 5;
/**
 * A claim lasts this long unless renewed (lib/jobs/lease.ts): a big form keeps its claim however
 * long it renders, and the job of a process that died goes to another instance within this time.
 */
export const PDF_LEASE_SECONDS = DEFAULT_LEASE.leaseSeconds;

/** Tests shorten the lease to watch it hold. */
export type PdfLease = Lease;

/** Makes due PDFs: kick() after a commit (ignored unless started), drain() in tests. */
export type PdfWorker = WorkLoop;

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
 * The submissions whose PDF is owed, as a leased queue. The lease doubles as the time of the next
 * try after a failure, and a row past PDF_MAX_ATTEMPTS is no longer due.
 */
const pdfRows = (): LeasedTable => ({
  table: 'submissions',
  attempts: 'pdf_attempts',
  lease: 'pdf_lease_until',
  due: sql`pdf_status = 'pending' and pdf_attempts < ${PDF_MAX_ATTEMPTS}`,
  open: sql`pdf_status = 'pending'`,
});

/**
 * Turns pending submissions into PDFs off the request path, on any number of instances, one
 * claimed row at a time (lib/jobs/lease.ts). A failure waits for its lease to pass (longer after
 * each try) and gives up as 'failed' after PDF_MAX_ATTEMPTS; a crash leaves a lease that expires,
 * and another instance retries the row. Should a lapsed holder and the new one both finish, the
 * first to mark it ready wins and the other's write changes nothing (job.ts).
 */
export function createPdfWorker(
  deps: PdfDeps,
  log: Logger,
  lease: PdfLease = DEFAULT_LEASE,
): PdfWorker {
  const queue = leasedQueue(deps.db, pdfRows(), log, lease);
  // pdf-lib's work runs on a thread of its own: the API answers while a large form renders.
  const renderer = createPdfRenderer();

  /** Rows whose last try crashed after the final attempt are settled here. */
  async function settleCrashed(): Promise<void> {
    await deps.db
      .updateTable('submissions')
      .set({ pdf_status: 'failed', pdf_lease_until: null })
      .where('pdf_status', '=', 'pending')
      .where('pdf_attempts', '>=', PDF_MAX_ATTEMPTS)
      .where('pdf_lease_until', '<', sql<Date>`now()`)
      .execute();
  }

  async function makeOne(claim: Claim): Promise<void> {
    const release = queue.keep(claim);
    try {
      await makeSubmissionPdf(deps, claim.id, renderer.render);
      release();
    } catch (error) {
      release();
      const failed = claim.attempts >= PDF_MAX_ATTEMPTS;
      log.warn(
        {
          submissionId: claim.id,
          attempts: claim.attempts,
          stage: error instanceof PdfJobError ? error.stage : 'unknown',
        },
        'submission PDF failed',
      );
      await deps.db
        .updateTable('submissions')
        .where(queue.ours(claim))
        .set(
          failed
            ? { pdf_status: 'failed', pdf_lease_until: null }
            : { pdf_lease_until: queue.after(backoffSeconds(claim.attempts)) },
        )
        .execute();
    }
  }

  const loop = workLoop({
    async pass(_drained, stopping) {
      await settleCrashed();
      await untilEmpty(queue.claim, makeOne, stopping);
    },
    onError: (error) =>
      log.error({ err: error instanceof Error ? error.name : 'unknown' }, 'PDF worker failed'),
  });
  return {
    ...loop,
    async stop() {
      await loop.stop();
      await renderer.close();
    },
  };
}
