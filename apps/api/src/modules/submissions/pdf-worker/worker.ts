import { sql, type SqlBool, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { recordEvent } from '../../../lib/jobs/events.js';
import { errorClassOf } from '../../../lib/threads/wire.js';
import { pdfFailed } from './events.js';
import { makeSubmissionPdf, PdfJobError, type PdfDeps, type PdfFailureCause } from './job.js';
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

type FailUpdate = UpdateQueryBuilder<Database, 'submissions', 'submissions', UpdateResult>;

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

/** Options of a worker: its lease (tests shorten it) and the render's time limit (config). */
export interface PdfWorkerOptions {
  lease?: PdfLease;
  /** PDF_RENDER_TIMEOUT_MS: a render past it fails that try. */
  renderTimeoutMs?: number;
}

/**
 * Turns pending submissions into PDFs off the request path, on any number of instances, one
 * claimed row at a time (lib/jobs/lease.ts). A failure waits for its lease to pass (longer after
 * each try) and gives up as 'failed' after PDF_MAX_ATTEMPTS; a crash leaves a lease that expires,
 * and another instance retries the row. Should a lapsed holder and the new one both finish, the
 * first to mark it ready wins and the other's write changes nothing (job.ts).
 *
 * Giving up is never silent (issue 39): the transaction that marks a row failed records
 * `submission.pdf_failed` (the clinic's bell follows, apps/api/src/jobs), and the log says why at
 * error level, by names only.
 */
export function createPdfWorker(
  deps: PdfDeps,
  log: Logger,
  options: PdfWorkerOptions = {},
): PdfWorker {
  const queue = leasedQueue(deps.db, pdfRows(), log, options.lease ?? DEFAULT_LEASE);
  // pdf-lib's work runs on a thread of its own: the API answers while a large form renders.
  const renderer = createPdfRenderer(
    options.renderTimeoutMs === undefined ? {} : { timeoutMs: options.renderTimeoutMs },
  );

  /**
   * Marks the rows `where` picks as failed, and for each one that changed records its event in
   * the same transaction, then logs it: a row another holder already settled changes nothing.
   */
  async function giveUp(
    where: (q: FailUpdate) => FailUpdate,
    cause: PdfFailureCause,
  ): Promise<void> {
    const failed = await deps.db.transaction().execute(async (trx) => {
      const rows = await where(trx.updateTable('submissions'))
        .set({
          pdf_status: 'failed',
          pdf_lease_until: null,
          pdf_failures: sql<number>`pdf_failures + 1`,
        })
        .returning(['id', 'company_id', 'form_name', 'pdf_attempts', 'pdf_failures'])
        .execute();
      for (const row of rows) {
        await recordEvent(trx, pdfFailed, `${row.id}:${row.pdf_failures}`, {
          submission_id: String(row.id),
          company_id: row.company_id,
          form_name: row.form_name,
          attempts: row.pdf_attempts,
          stage: cause.stage,
          error: cause.error,
        });
      }
      return rows;
    });
    for (const row of failed) {
      // No message text: an error's text might quote an answer. Ids, counts and names only.
      log.error(
        { submissionId: String(row.id), attempts: row.pdf_attempts, ...cause },
        'submission PDF gave up',
      );
    }
  }

  /** Rows whose last try crashed after the final attempt are settled here. */
  async function settleCrashed(): Promise<void> {
    const crashed = sql<SqlBool>`pdf_status = 'pending' and pdf_attempts >= ${PDF_MAX_ATTEMPTS}
      and pdf_lease_until < now()`;
    // Every pass looks, so the usual answer (none) costs one read and no transaction.
    const any = await deps.db
      .selectFrom('submissions')
      .select('id')
      .where(crashed)
      .executeTakeFirst();
    if (any) await giveUp((q) => q.where(crashed), { stage: 'crashed', error: 'LeaseLapsed' });
  }

  async function makeOne(claim: Claim): Promise<void> {
    const release = queue.keep(claim);
    try {
      await makeSubmissionPdf(deps, claim.id, renderer.render);
      release();
    } catch (error) {
      release();
      const cause: PdfFailureCause =
        error instanceof PdfJobError
          ? error.failure
          : { stage: 'load', error: errorClassOf(error) };
      if (claim.attempts >= PDF_MAX_ATTEMPTS) {
        await giveUp((q) => q.where(queue.ours(claim)), cause);
        return;
      }
      log.warn(
        { submissionId: claim.id, attempts: claim.attempts, ...cause },
        'submission PDF failed',
      );
      await deps.db
        .updateTable('submissions')
        .where(queue.ours(claim))
        .set({ pdf_lease_until: queue.after(backoffSeconds(claim.attempts)) })
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
