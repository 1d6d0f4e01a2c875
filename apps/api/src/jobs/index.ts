import type { FastifyInstance } from 'fastify';
import { createJobRunner, runnable, type JobRunner } from '../lib/jobs/runner.js';
import { onLinkCompleted } from './link-completed.js';
import { onPdfFailed } from './pdf-failed.js';
import { onRenewalRequested } from './renewal-requested.js';
import { duties, POLL_MS, type DutyDeps } from './schedule.js';

/** The app's job runner, over every event and duty this version knows. */
export function createJobs(
  app: FastifyInstance,
  opts: Pick<DutyDeps, 'resealInBackground' | 'now'>,
): JobRunner {
  const { cipher, pdfWorker } = app;
  const appUrl = app.config.appUrl;
  const events = [
    runnable(onLinkCompleted({ cipher, appUrl, pdfWorker })),
    runnable(onRenewalRequested({ cipher, appUrl })),
    runnable(onPdfFailed({ cipher })),
  ];
  const deps: DutyDeps = {
    db: app.db,
    cipher: app.cipher,
    storage: app.storage,
    config: app.config,
    keyReseal: app.keyReseal,
    log: app.log,
    ...opts,
  };
  return createJobRunner(app.db, { events, duties: duties(deps) }, app.log);
}

/** Starts every background queue of a listening server (main.ts); tests drain them instead. */
export function startBackgroundWork(app: FastifyInstance): void {
  app.outbox.start(POLL_MS.outbox);
  app.pdfWorker.start(POLL_MS.pdfs);
  app.jobs.start(POLL_MS.jobs);
}
