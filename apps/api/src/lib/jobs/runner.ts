import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { backoffSeconds, leasedQueue, type Claim, type Lease, type LeasedTable } from './lease.js';
import type { EventType } from './events.js';
import { untilEmpty, workLoop, type WorkLoop } from './loop.js';

/**
 * One thing done about an event: runs in a transaction of its own that also ends its job, so its
 * writes and "done" commit together (a crash between the two cannot make it happen twice).
 */
export interface EventHandler<P> {
  name: string;
  run(trx: Transaction<Database>, payload: P): Promise<void>;
}

/** An event and what is done about it. */
export interface EventDefinition<P> extends EventType<P> {
  handlers: readonly EventHandler<P>[];
}

/**
 * An event's definition as the runner holds it: sound, because the runner hands a handler only
 * a payload its event's own schema parsed.
 */
export const runnable = <P>(event: EventDefinition<P>): EventDefinition<unknown> =>
  event as unknown as EventDefinition<unknown>;

/** Work done every so often, once across all instances; it keeps its own transactions. */
export interface Duty {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/** Runs the jobs table: start() on a listening server, drain() in tests. */
export type JobRunner = WorkLoop;

interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** A handler gives up after this many tries (about two hours of back-off) and is kept 'failed'. */
export const HANDLER_MAX_ATTEMPTS = 8;
const SCHEDULE_KEY = 'schedule';

/** The name a handler's own row carries: the event's, then the handler's. */
export const handlerJobName = (event: string, handler: string) => `${event}:${handler}`;

type Work =
  | { kind: 'event'; event: EventDefinition<unknown> }
  | { kind: 'handler'; event: EventDefinition<unknown>; handler: EventHandler<unknown> }
  | { kind: 'duty'; duty: Duty };

/**
 * Runs the jobs table (migration 0037) through the one lease implementation (lease.ts). An event
 * row fans out into one row per handler (so each handler retries on its own); a handler's row is
 * deleted in the handler's own transaction; a duty's row is re-armed for its next time, so each
 * duty runs once per interval across every instance. Rows of names this process does not know (a
 * newer version's, during an upgrade) are left alone.
 */
export function createJobRunner(
  db: Db,
  defs: { events: readonly EventDefinition<unknown>[]; duties: readonly Duty[] },
  log: Logger,
  lease?: Lease,
): JobRunner {
  const works = new Map<string, Work>();
  for (const event of defs.events) {
    works.set(event.name, { kind: 'event', event });
    for (const handler of event.handlers)
      works.set(handlerJobName(event.name, handler.name), { kind: 'handler', event, handler });
  }
  for (const duty of defs.duties) works.set(duty.name, { kind: 'duty', duty });
  const names = [...works.keys()];
  const rows: LeasedTable = {
    table: 'jobs',
    attempts: 'attempts',
    lease: 'locked_until',
    due: sql`state = 'pending' and run_at <= now() and name in (${sql.join(names)})`,
    open: sql`state = 'pending'`,
  };
  const queue = leasedQueue(db, rows, log, lease);
  const whileOurs = (c: Claim) => db.updateTable('jobs').where(queue.ours(c));

  async function fanOut(c: Claim, event: EventDefinition<unknown>, key: string, payload: unknown) {
    await db.transaction().execute(async (trx) => {
      if (event.handlers.length > 0)
        await trx
          .insertInto('jobs')
          .values(
            event.handlers.map((h) => ({
              name: handlerJobName(event.name, h.name),
              key,
              payload: JSON.stringify(payload),
            })),
          )
          .onConflict((oc) => oc.columns(['name', 'key']).doNothing())
          .execute();
      await ended(trx, c);
    });
  }

  /** Deletes a claimed row, or undoes the transaction when the claim is no longer ours. */
  async function ended(trx: Transaction<Database>, c: Claim): Promise<void> {
    const gone = await trx.deleteFrom('jobs').where(queue.ours(c)).executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) throw new Error('the claim lapsed before the job ended');
  }

  async function rearm(c: Claim, duty: Duty, error?: string): Promise<void> {
    await whileOurs(c)
      .set({
        run_at: queue.after(duty.everyMs / 1000),
        locked_until: null,
        last_error: error ?? null,
      })
      .execute();
  }

  async function work(c: Claim): Promise<void> {
    const row = await db
      .selectFrom('jobs')
      .select(['name', 'key', 'payload'])
      .where('id', '=', c.id)
      .executeTakeFirst();
    const found = row && works.get(row.name);
    if (!row || !found) return;
    const release = queue.keep(c);
    try {
      if (found.kind === 'duty') await found.duty.run();
      else {
        const payload = found.event.payload.parse(row.payload);
        if (found.kind === 'event') await fanOut(c, found.event, row.key, payload);
        else
          await db.transaction().execute(async (trx) => {
            await found.handler.run(trx, payload);
            await ended(trx, c);
          });
      }
      release();
      if (found.kind === 'duty') await rearm(c, found.duty);
    } catch (error) {
      release();
      // Names and codes only: an error's text may quote what a query carried.
      const reason = error instanceof Error ? error.name : 'unknown';
      log.warn({ job: row.name, attempts: c.attempts, err: reason }, 'job failed');
      if (found.kind === 'duty') return rearm(c, found.duty, reason);
      const failed = c.attempts >= HANDLER_MAX_ATTEMPTS;
      if (failed) log.error({ job: row.name, key: row.key }, 'job gave up');
      await whileOurs(c)
        .set({
          state: failed ? 'failed' : 'pending',
          run_at: queue.after(backoffSeconds(c.attempts)),
          locked_until: null,
          last_error: reason.slice(0, 500),
        })
        .execute();
    }
  }

  /** Every duty has its row once: arming twice, or from two instances, leaves one. */
  async function armDuties(): Promise<void> {
    if (defs.duties.length === 0) return;
    await db
      .insertInto('jobs')
      .values(defs.duties.map((d) => ({ name: d.name, key: SCHEDULE_KEY })))
      .onConflict((oc) => oc.columns(['name', 'key']).doNothing())
      .execute();
  }

  let armed: Promise<void> | undefined;
  const loop = workLoop({
    async pass(_drained, stopping) {
      await armed;
      await untilEmpty(queue.claim, work, stopping);
    },
    onError: (error) =>
      log.error({ err: error instanceof Error ? error.name : 'unknown' }, 'job runner failed'),
  });
  return {
    ...loop,
    start(intervalMs) {
      armed ??= armDuties().catch((error: unknown) =>
        log.error({ err: error instanceof Error ? error.name : 'unknown' }, 'duties not armed'),
      );
      loop.start(intervalMs);
      loop.kick();
    },
  };
}
