import { type AccountSession, messages } from '@paperless/core';
import type { Config } from '../../../config.js';
import type { Db, DbExecutor } from '../../../db/database.js';
import { writeAudit, type AuditActor } from '../../../lib/audit.js';
import { AppError } from '../../../lib/errors.js';
import type { AuthContext } from '../../../lib/sessions.js';

interface SessionsOptions {
  db: Db;
  config: Config;
  auth: AuthContext;
}

/** Live sessions only: not ended, not past their lifetime, not idle past the limit. */
function liveSessionsOf(db: DbExecutor, opts: SessionsOptions) {
  const now = Date.now();
  return db
    .updateTable('sessions')
    .where('user_id', '=', opts.auth.user.id)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', new Date(now))
    .where('last_seen_at', '>', new Date(now - opts.config.session.idleMs));
}

export async function listSessions(opts: SessionsOptions): Promise<AccountSession[]> {
  const now = Date.now();
  const rows = await opts.db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'expires_at', 'ip', 'user_agent'])
    .where('user_id', '=', opts.auth.user.id)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', new Date(now))
    .where('last_seen_at', '>', new Date(now - opts.config.session.idleMs))
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    ip: row.ip,
    user_agent: row.user_agent,
    current: row.id === opts.auth.sessionId,
  }));
}

/** 'Sign out other sessions': every live session of the caller but this one ends now. */
export async function revokeOtherSessions(
  opts: SessionsOptions & { actor: AuditActor },
): Promise<number> {
  return opts.db.transaction().execute(async (trx) => {
    const ended = await liveSessionsOf(trx, opts)
      .set({ ended_at: new Date(), ended_reason: 'revoked' })
      .where('id', '!=', opts.auth.sessionId)
      .returning('id')
      .execute();
    await writeAudit(trx, opts.actor, {
      action: 'sessions.revoked',
      targetType: 'user',
      targetId: opts.auth.user.id,
      details: { scope: 'others', count: ended.length },
    });
    return ended.length;
  });
}

/** Ends one of the caller's own sessions; anyone else's (or a dead one) is simply not found. */
export async function revokeSession(
  opts: SessionsOptions & { actor: AuditActor; sessionId: number },
): Promise<void> {
  await opts.db.transaction().execute(async (trx) => {
    const ended = await liveSessionsOf(trx, opts)
      .set({ ended_at: new Date(), ended_reason: 'revoked' })
      .where('id', '=', opts.sessionId)
      .returning('id')
      .executeTakeFirst();
    if (!ended) throw new AppError('not_found', messages.notFound);
    await writeAudit(trx, opts.actor, {
      action: 'sessions.revoked',
      targetType: 'session',
      targetId: opts.sessionId,
      details: { scope: 'one' },
    });
  });
}
