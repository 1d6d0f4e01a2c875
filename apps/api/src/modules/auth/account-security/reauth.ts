import { messages } from '@paperless/core';
import type { Db, DbExecutor } from '../../../db/database.js';
import { writeAudit, type AuditActor } from '../../../lib/audit.js';
import { AppError } from '../../../lib/errors.js';
import { verifyPassword } from '../../../lib/passwords.js';
import type { AuthContext } from '../../../lib/sessions.js';
import type { Cipher } from '../../../lib/crypto.js';
import {
  assertLoginAllowed,
  clearLoginFailures,
  recordLoginAttempt,
  releaseLoginClaim,
} from '../sign-in/login-throttle.js';
import { verifySecondFactor } from './second-factor.js';

/** How long a confirmed password covers sensitive changes in the same session. */
export const REAUTH_MS = 5 * 60_000;

/**
 * Marks the session re-authenticated. A password alone (Change Password) does not count for an
 * account with two-factor on: there the code must have been checked too (`secondFactor`).
 */
export async function markReauthenticated(
  db: DbExecutor,
  sessionId: number,
  proof: { secondFactor: boolean } = { secondFactor: false },
): Promise<Date> {
  const at = new Date();
  let update = db.updateTable('sessions').set({ reauth_at: at }).where('id', '=', sessionId);
  if (!proof.secondFactor) {
    update = update.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('users')
            .select('users.id')
            .whereRef('users.id', '=', 'sessions.user_id')
            .where('users.totp_enabled_at', 'is not', null),
        ),
      ),
    );
  }
  await update.execute();
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
 * Confirms the password for this session, and the second factor when the account has one.
 * Wrong passwords and codes count toward the sign-in lockout of this account and address, so a
 * stolen session cannot be used to guess either without limit.
 */
export async function reauthenticate(opts: {
  db: Db;
  cipher: Cipher;
  auth: AuthContext;
  actor: AuditActor;
  password: string;
  code?: string | undefined;
  recoveryCode?: string | undefined;
}): Promise<Date> {
  const { db, auth, actor } = opts;
  const email = auth.user.email.toLowerCase();
  await assertLoginAllowed(db, email, actor.ip);
  const user = await db
    .selectFrom('users')
    .select(['password_hash', 'totp_enabled_at'])
    .where('id', '=', auth.user.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(user.password_hash, opts.password))) {
    await failed(db, opts, email, 'password');
    throw AppError.field('password', messages.oldPasswordWrong);
  }
  if (user.totp_enabled_at) {
    if (opts.code === undefined && opts.recoveryCode === undefined) {
      // Not a miss: the prompt now shows the code field.
      await releaseLoginClaim(db, email, actor.ip);
      throw AppError.field('code', messages.mfaCodeFormat);
    }
    const factor = await db.transaction().execute((trx) =>
      verifySecondFactor(trx, opts.cipher, auth.user.id, {
        code: opts.code,
        recoveryCode: opts.recoveryCode,
      }),
    );
    if (!factor) {
      await failed(db, opts, email, 'code');
      const [field, message] =
        opts.code !== undefined
          ? ['code', messages.mfaCodeInvalid]
          : ['recovery_code', messages.recoveryCodeInvalid];
      throw AppError.field(field, message);
    }
  }
  return db.transaction().execute(async (trx) => {
    await clearLoginFailures(trx, email, actor.ip);
    const until = await markReauthenticated(trx, auth.sessionId, { secondFactor: true });
    await writeAudit(trx, actor, {
      action: 'auth.reauth',
      targetType: 'user',
      targetId: auth.user.id,
      details: user.totp_enabled_at ? { second_factor: true } : undefined,
    });
    return until;
  });
}

async function failed(
  db: Db,
  opts: { auth: AuthContext; actor: AuditActor },
  email: string,
  what: 'password' | 'code',
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await recordLoginAttempt(trx, { email, ip: opts.actor.ip, succeeded: false });
    await writeAudit(trx, opts.actor, {
      action: 'auth.reauth',
      outcome: 'failure',
      targetType: 'user',
      targetId: opts.auth.user.id,
      details: what === 'code' ? { wrong: 'code' } : undefined,
    });
  });
}
