import { type LoginAnswer, type MeResponse, messages } from '@paperless/core';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { anonymous, writeAudit, type AuditActor } from '../../../lib/audit.js';
import type { Cipher } from '../../../lib/crypto.js';
import { AppError } from '../../../lib/errors.js';
import { verifyPassword } from '../../../lib/passwords.js';
import { endSessions, selectSessionUser, type AuthContext } from '../../../lib/sessions.js';
import { startSecondStep } from '../account-security/login-mfa.js';
import { alertOwnerPastCeiling, requireProofPastCeiling } from './ceiling.js';
import { assertLoginAllowed, recordLoginAttempt, releaseLoginClaim } from './login-throttle.js';
import { openSession } from './open-session.js';

export interface LoginOptions {
  db: Db;
  config: Config;
  cipher: Cipher;
  email: string;
  password: string;
  remember: boolean;
  /** A solved proof-of-work payload: required while the account is past its ceiling. */
  altcha?: string;
  ip: string | null;
  userAgent: string | null;
}

export async function login(options: LoginOptions): Promise<LoginAnswer> {
  const { db, config, cipher, email, ip } = options;
  // The account's ceiling first (ceiling.ts): past it, no proof means no password check, and
  // the refusal does not use up the address's own tries.
  await denyAudited(db, ip, 'proof', () =>
    requireProofPastCeiling({ db, cipher, config: config.proofOfWork }, email, options.altcha),
  );
  await denyAudited(db, ip, 'locked', () => assertLoginAllowed(db, email, ip));

  const row = await selectSessionUser(db)
    .where(({ fn }) => fn('lower', ['u.email']), '=', email)
    .executeTakeFirst();
  const valid = await verifyPassword(row?.password_hash ?? null, options.password);

  if (!row || !valid) {
    await db.transaction().execute(async (trx) => {
      await recordLoginAttempt(trx, { email, ip, succeeded: false });
      const actor: AuditActor = {
        ...anonymous(ip),
        userId: row?.id ?? null,
        role: row?.role ?? null,
        // A clinic owner's audit log shows failed sign-ins to their users' accounts.
        companyId: row?.company_id ?? null,
      };
      await writeAudit(trx, actor, {
        action: 'auth.login',
        outcome: 'failure',
        targetType: row ? 'user' : undefined,
        targetId: row?.id,
      });
      if (row) await alertOwnerPastCeiling(trx, { config, cipher }, row, actor);
    });
    // One message for a wrong address and a wrong password: it must not tell which.
    throw new AppError('unauthenticated', messages.invalidCredentials);
  }

  return db.transaction().execute(async (trx) => {
    // Two-factor accounts (and staff who must enrol) get a challenge instead of a session; the
    // lockout count is only reset once the second step passes too.
    const secondStep = await startSecondStep(trx, config, row, options.remember, ip);
    if (secondStep) {
      await releaseLoginClaim(trx, email, ip);
      return secondStep;
    }
    return openSession(trx, config, row, {
      remember: options.remember,
      ip,
      userAgent: options.userAgent,
    });
  });
}

/** Runs a check that may refuse the sign-in; a refusal is audited as denied, with its reason. */
async function denyAudited(
  db: Db,
  ip: string | null,
  reason: 'proof' | 'locked',
  check: () => Promise<void>,
): Promise<void> {
  try {
    await check();
  } catch (error) {
    await writeAudit(db, anonymous(ip), {
      action: 'auth.login',
      outcome: 'denied',
      details: { reason },
    });
    throw error;
  }
}

export async function logout(db: Db, auth: AuthContext, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await endSessions(trx, { sessionId: auth.sessionId }, 'logout');
    await writeAudit(trx, actor, {
      action: 'auth.logout',
      targetType: 'user',
      targetId: auth.user.id,
    });
  });
}

export function me(auth: AuthContext): MeResponse {
  return { user: auth.user, permissions: auth.permissions };
}
