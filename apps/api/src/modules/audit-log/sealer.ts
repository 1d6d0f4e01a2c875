import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Rows per call of the database's audit_log_seal: one short transaction each. */
export const SEAL_BATCH = 1000;

/**
 * Seals every committed, unsealed audit row (migration 0006's audit_log_seal) and returns how
 * many. Each call is one statement, so its own short transaction: the chain lock is held only
 * while a batch is numbered and hashed, never across a request's transaction. Pass the root
 * handle, not a transaction (the lock would then last until that transaction commits).
 */
export async function sealAuditLog(db: Db, batch = SEAL_BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const { rows } = await sql<{ n: number }>`select audit_log_seal(${batch}) as n`.execute(db);
    const sealed = Number(rows[0]?.n ?? 0);
    total += sealed;
    if (sealed < batch) return total;
  }
}
