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

/** One entry of a batch: who did what (each entry its own actor, e.g. its own clinic). */
export interface AuditEntry {
  actor: AuditActor;
  event: AuditEvent;
}

/** Rows per insert: well under PostgreSQL's 65,535 parameters per statement. */
const ROWS_PER_INSERT = 1000;

/**
 * Appends one row to the audit log. Call it with the transaction that makes the change, so
 * the change and its record commit or fail together.
 */
export async function writeAudit(
  db: DbExecutor,
  actor: AuditActor,
  event: AuditEvent,
): Promise<void> {
  await db.insertInto('audit_log').values(auditRow(actor, event)).execute();
}

/**
 * Appends one row per entry, as writeAudit does, many to a statement: a batch job (a reminder
 * pass) that audits thousands of changes would otherwise spend most of its time on round trips.
 */
export async function writeAudits(db: DbExecutor, entries: readonly AuditEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += ROWS_PER_INSERT) {
    const rows = entries.slice(i, i + ROWS_PER_INSERT).map((e) => auditRow(e.actor, e.event));
    await db.insertInto('audit_log').values(rows).execute();
  }
}

/** The one shape of an audit row. */
function auditRow(actor: AuditActor, event: AuditEvent) {
  return {
    user_id: actor.userId,
    role: actor.role,
    company_id: actor.companyId,
    ip: actor.ip,
    action: event.action,
    outcome: event.outcome ?? 'success',
    target_type: event.targetType ?? null,
    target_id: event.targetId === undefined ? null : String(event.targetId),
    details: event.details ? JSON.stringify(event.details) : null,
  };
}

export const anonymous = (ip: string | null): AuditActor => ({
  userId: null,
  role: null,
  companyId: null,
  ip,
});
