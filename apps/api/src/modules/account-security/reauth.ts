import { messages } from '@paperless/core';
import type { Db, DbExecutor } from '../../db/database.js';
import { writeAudit, type AuditActor } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { AuthContext } from '../../lib/sessions.js';
import { assertLoginAllowed, recordLoginAttempt } from '../auth/login-throttle.js';

/** How long a confirmed password covers sensitive changes in the same session. */
export const REAUTH_MS = 5 * 60_000;

export async function markReauthenticated(db: DbExecutor, sessionId: number): Promise<Date> {
  const at = new Date();
  await db.updateTable('sessions').set({ reauth_at: at }).where('id', '=', sessionId).execute();
  return new Date(at.getTime() + REAUTH_MS);
}

/**
 * Refuses a change of password, e-mail or two-factor unless the password was confirmed in this
 * session within the last five minutes: a session left open on a shared screen is not enough.
 */
export async function assertReauthenticated(db: DbExecutor, auth: AuthContext): Promise<void> {
  const row = await db
    .selectFrom('sessions')
    .select('reauth_at')
    .where('id', '=', auth.sessionId)
    .executeTakeFirst();
  if (!row?.reauth_at || Date.now() - row.reauth_at.getTime() > REAUTH_MS) {
    throw new AppError('forbidden', messages.reauthRequired);
  }
}

/**
 * Confirms the password for this session. Wrong passwords count toward the account's sign-in
 * lockout, so a stolen session cannot be used to guess the password without limit.
 */
export async function reauthenticate(opts: {
  db: Db;
  auth: AuthContext;
  actor: AuditActor;
  password: string;
}): Promise<Date> {
  const { db, auth, actor } = opts;
  const email = auth.user.email.toLowerCase();
  await assertLoginAllowed(db, email, actor.ip);
  const user = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', auth.user.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, opts.password))) {
    await db.transaction().execute(async (trx) => {
      await recordLoginAttempt(trx, { email, ip: actor.ip, succeeded: false });
      await writeAudit(trx, actor, {
        action: 'auth.reauth',
        outcome: 'failure',
        targetType: 'user',
        targetId: auth.user.id,
      });
    });
    throw AppError.field('password', messages.oldPasswordWrong);
  }
  return db.transaction().execute(async (trx) => {
    const until = await markReauthenticated(trx, auth.sessionId);
    await writeAudit(trx, actor, {
      action: 'auth.reauth',
      targetType: 'user',
      targetId: auth.user.id,
    });
    return until;
  });
}
