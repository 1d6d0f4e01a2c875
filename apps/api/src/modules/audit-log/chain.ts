import { sql } from 'kysely';
import { createHash } from 'node:crypto';
import type { DbExecutor } from '../../db/database.js';

/**
 * The audit log's hash chain, recomputed in Node from the stored fields, independently of the
 * database function that sealed it (migration 0006's audit_log_seal, whose canonical text this
 * must match).
 */
export const GENESIS_HASH = '0'.repeat(64);

/** One row as the verifier reads it: every field as the text the canonical form uses. */
export interface ChainRow {
  seq: string;
  prev_hash: string | null;
  hash: string | null;
  id: string;
  at_us: string;
  user_id: string | null;
  role: string | null;
  company_id: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  ip: string | null;
  outcome: string;
  details: string | null;
}

const field = (value: string | null): string =>
  value === null ? '~' : `${Buffer.byteLength(value, 'utf8')}:${value}`;

export function canonicalText(row: ChainRow): string {
  return [
    'v1',
    row.seq,
    row.prev_hash,
    row.id,
    row.at_us,
    row.user_id,
    row.role,
    row.company_id,
    row.action,
    row.target_type,
    row.target_id,
    row.ip,
    row.outcome,
    row.details,
  ]
    .map((value, index) => (index === 0 ? value : field(value)))
    .join('|');
}

export function rowHash(row: ChainRow): string {
  return createHash('sha256').update(canonicalText(row), 'utf8').digest('hex');
}

export interface ChainReport {
  /** Rows checked (all of them when the chain is intact). */
  rows: number;
  intact: boolean;
  /** The first seq at which the chain no longer holds, or null. */
  firstBrokenSeq: number | null;
  reason: string | null;
  /** The newest row's seq and hash: kept elsewhere, they also reveal removal of the newest rows. */
  head: { seq: number; hash: string } | null;
  /** Rows not sealed yet (outside the chain until the sealer reaches them), and the oldest's time. */
  unsealed: { rows: number; oldestAt: Date | null };
}

/** Reads rows after `afterSeq` in chain order, with every field as canonical text. */
export async function readChainBatch(
  db: DbExecutor,
  afterSeq: string,
  limit: number,
): Promise<ChainRow[]> {
  const { rows } = await sql<ChainRow>`
    select seq::text as seq, prev_hash, hash, id::text as id,
      (extract(epoch from at) * 1000000)::bigint::text as at_us,
      user_id::text as user_id, role, company_id::text as company_id, action, target_type,
      target_id, ip, outcome, details::text as details
    from audit_log where audit_log.seq > ${afterSeq}::bigint
    order by audit_log.seq limit ${limit}`.execute(db);
  return rows;
}

/**
 * Walks the whole sealed chain in seq order, a batch at a time so memory stays flat on a large
 * log, and stops at the first row that does not follow from the one before it. Seal first
 * (sealer.ts) to cover every committed row.
 */
export async function verifyAuditChain(
  db: DbExecutor,
  { batchSize = 2000 }: { batchSize?: number } = {},
): Promise<ChainReport> {
  // Unsealed rows are not an error (the sealer reaches them about a second after commit), but
  // one that stays unsealed for long means the sealer is not running.
  const pending = await sql<{ n: string; oldest: Date | null }>`
    select count(*)::text as n, min(at) as oldest from audit_log where seq is null`.execute(db);
  const unsealed = {
    rows: Number(pending.rows[0]?.n ?? 0),
    oldestAt: pending.rows[0]?.oldest ? new Date(pending.rows[0].oldest) : null,
  };

  let rows = 0;
  let expectedSeq = 1n;
  let previousHash = GENESIS_HASH;
  let lastSeq = '0';
  const broken = (seq: string, reason: string): ChainReport => ({
    rows,
    intact: false,
    firstBrokenSeq: Number(seq),
    reason,
    head: null,
    unsealed,
  });
  for (;;) {
    const batch = await readChainBatch(db, lastSeq, batchSize);
    for (const row of batch) {
      if (BigInt(row.seq) !== expectedSeq) {
        return broken(
          row.seq,
          `seq ${row.seq} follows seq ${expectedSeq - 1n}: ` +
            `${BigInt(row.seq) - expectedSeq} row(s) missing before it`,
        );
      }
      if (row.prev_hash !== previousHash) {
        return broken(row.seq, `seq ${row.seq} does not link to the row before it (prev_hash)`);
      }
      if (row.hash !== rowHash(row)) {
        return broken(row.seq, `seq ${row.seq} was changed after it was written (hash)`);
      }
      rows += 1;
      expectedSeq += 1n;
      previousHash = row.hash;
    }
    if (batch.length < batchSize) break;
    lastSeq = batch[batch.length - 1]!.seq;
  }
  return {
    rows,
    intact: true,
    firstBrokenSeq: null,
    reason: null,
    head: rows === 0 ? null : { seq: Number(expectedSeq - 1n), hash: previousHash },
    unsealed,
  };
}
