import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * The one claim/lease implementation behind every background queue: the outbox's messages, the
 * submissions' PDFs and the jobs table all claim their rows through it.
 *
 * A row is claimed in one statement with a lease (SKIP LOCKED: two instances never claim the
 * same row), one at a time (a process that dies strands one row, not a batch, for one lease),
 * and each claim adds an attempt. The holder renews the lease while it works, so a slow job
 * keeps its row however long it takes, and writes to the row only while the attempt count is
 * still its own (`ours`): once another instance has taken a lapsed claim, the first one stops
 * touching the row. The work itself runs outside any transaction.
 */
export interface LeasedTable {
  table: 'outbox' | 'submissions' | 'jobs';
  /** The column counting claims. */
  attempts: string;
  /** The column holding when the claim lapses (null: unclaimed). */
  lease: string;
  /** What else makes a row due (its state, its time). */
  due: RawBuilder<SqlBool>;
  /** Whether a holder may still write to the row (a finished row is no one's to touch). */
  open: RawBuilder<SqlBool>;
}

export interface Lease {
  /** A claim lasts this long unless renewed: a dead holder's row goes to another instance. */
  leaseSeconds: number;
  /** How often a live holder renews its claim. */
  renewMs: number;
}

export const DEFAULT_LEASE: Lease = { leaseSeconds: 30, renewMs: 10_000 };

/** A claimed row: its id and the attempt that is this holder's. */
export interface Claim {
  id: string;
  attempts: number;
}

export interface Logger {
  warn(obj: object, msg: string): void;
}

export interface LeasedQueue {
  /** Claims the next due row, or answers undefined when none is due. */
  claim(): Promise<Claim | undefined>;
  /** The condition a holder's every write carries: the row is still this claim's. */
  ours(claim: Claim): RawBuilder<SqlBool>;
  /** Keeps the claim alive while the work runs; call the answer when the work ends. */
  keep(claim: Claim): () => void;
  /** The lease's end `seconds` from now, as SQL (a failure's retry time is one). */
  after(seconds: number): RawBuilder<Date>;
}

export function leasedQueue(
  db: Db,
  t: LeasedTable,
  log: Logger,
  lease: Lease = DEFAULT_LEASE,
): LeasedQueue {
  const table = sql.table(t.table);
  const attempts = sql.ref(t.attempts);
  const leaseCol = sql.ref(t.lease);
  const after = (seconds: number) => sql<Date>`now() + make_interval(secs => ${seconds})`;
  const ours = (c: Claim) =>
    sql<SqlBool>`(id = ${c.id} and ${attempts} = ${c.attempts} and ${t.open})`;

  return {
    async claim() {
      const { rows } = await sql<{ id: string | number; attempts: number }>`
        update ${table}
        set ${leaseCol} = ${after(lease.leaseSeconds)}, ${attempts} = ${attempts} + 1
        where id in (
          select id from ${table}
          where ${t.due} and (${leaseCol} is null or ${leaseCol} < now())
          order by id
          limit 1
          for update skip locked
        )
        returning id, ${attempts} as attempts`.execute(db);
      const row = rows[0];
      return row && { id: String(row.id), attempts: Number(row.attempts) };
    },
    ours,
    keep(c) {
      const timer = setInterval(() => {
        // Never shortens it: a renewal that lands after a failure keeps that failure's back-off.
        sql`update ${table} set ${leaseCol} = greatest(${leaseCol}, ${after(lease.leaseSeconds)})
            where ${ours(c)}`
          .execute(db)
          .catch((error: unknown) =>
            log.warn(
              { table: t.table, id: c.id, err: error instanceof Error ? error.name : 'unknown' },
              'claim not renewed',
            ),
          );
      }, lease.renewMs);
      timer.unref();
      return () => clearInterval(timer);
    },
    after,
  };
}

/** The wait before the next try of a failed row: 30 s, 1 min, 2 min, ... up to an hour. */
export const backoffSeconds = (attempts: number): number =>
  Math.min(30 * 2 ** Math.max(attempts - 1, 0), 3600);
