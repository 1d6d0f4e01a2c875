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

export interface AuditSealer {
  start(intervalMs: number): void;
  /** Stops the timer, waits for a seal under way, and (if started) seals once more. */
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auditSealer: AuditSealer;
  }
}

interface Logger {
  error(obj: object, msg: string): void;
}

/**
 * Seals the audit log in the background, so a row becomes tamper-evident about a second after
 * its transaction commits. Tests do not start it: they call sealAuditLog when they need seals.
 */
export function createAuditSealer(db: Db, log: Logger): AuditSealer {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  function run(): void {
    running ??= sealAuditLog(db)
      .then(() => undefined)
      .catch((error: unknown) =>
        log.error(
          { err: error instanceof Error ? error.message : 'unknown' },
          'audit sealer failed',
        ),
      )
      .finally(() => {
        running = undefined;
      });
  }

  return {
    start(intervalMs) {
      timer ??= setInterval(run, intervalMs);
      timer.unref();
    },
    async stop() {
      const started = timer !== undefined;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
      // On shutdown, seal what the last requests wrote rather than leave it for the next start.
      if (started) {
        run();
        await running;
      }
    },
  };
}
