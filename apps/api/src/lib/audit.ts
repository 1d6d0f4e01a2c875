import type { DbExecutor } from '../db/database.js';

/** Who did something: the signed-in actor, or nobody (a failed sign-in, a public link). */
export interface AuditActor {
  userId: number | null;
  role: string | null;
  companyId: number | null;
  ip: string | null;
}

export interface AuditEvent {
  action: string;
  outcome?: 'success' | 'failure' | 'denied';
  targetType?: string;
  targetId?: string | number;
  /** Never patient data: ids and reasons only. */
  details?: Record<string, unknown>;
}

/**
 * Appends one row to the audit log. Call it with the transaction that makes the change, so
 * the change and its record commit or fail together.
 */
export async function writeAudit(
  db: DbExecutor,
  actor: AuditActor,
  event: AuditEvent,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      user_id: actor.userId,
      role: actor.role,
      company_id: actor.companyId,
      ip: actor.ip,
      action: event.action,
      outcome: event.outcome ?? 'success',
      target_type: event.targetType ?? null,
      target_id: event.targetId === undefined ? null : String(event.targetId),
      details: event.details ? JSON.stringify(event.details) : null,
    })
    .execute();
}

export const anonymous = (ip: string | null): AuditActor => ({
  userId: null,
  role: null,
  companyId: null,
  ip,
});
