import type { Db } from '../../db/database.js';
import { writeAudit, type AuditActor, type AuditEvent } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/sessions.js';

/** What every users service needs from the request, whichever screen it serves. */
export interface Ctx {
  db: Db;
  auth: AuthContext;
  actor: AuditActor;
}

/**
 * Runs a change and, when it is refused for lack of rights, records the attempt as denied. The
 * record is written after the change's transaction has rolled back, so it survives the refusal.
 */
export async function auditRefusals<T>(
  ctx: Ctx,
  event: Pick<AuditEvent, 'action' | 'targetType' | 'targetId'>,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.code === 'forbidden') {
      await writeAudit(ctx.db, ctx.actor, {
        ...event,
        outcome: 'denied',
        details: { reason: error.message },
      });
    }
    throw error;
  }
}
