import { ROLE } from '@paperless/core';
import type { Db } from '../../db/database.js';
import { writeAudit, type AuditActor, type AuditEvent } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/sessions.js';
import { textsOf, type UserScope } from './scope.js';

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

/**
 * Super Admin accounts are out of reach of both User Management screens, for every caller
 * (decision 4; spec §6 for one that should ever sit in a company). Each screen says so in its
 * own words.
 */
export function refuseSuperAdmin(scope: UserScope, target: { role_name: string }): void {
  if (target.role_name === ROLE.superAdmin) {
    throw new AppError('forbidden', textsOf(scope).superAdminProtected);
  }
}
