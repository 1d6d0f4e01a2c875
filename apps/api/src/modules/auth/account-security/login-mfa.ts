import {
  messages,
  type LoginResponse,
  type MfaEnrolLoginResponse,
  type MfaRequiredResponse,
  type MfaSetupRequiredResponse,
  type MfaSetupResponse,
} from '@paperless/core';
import type { Config } from '../../../config.js';
import type { Db, DbExecutor } from '../../../db/database.js';
import { writeAudit, type AuditActor } from '../../../lib/audit.js';
import type { Cipher } from '../../../lib/crypto.js';
import { AppError } from '../../../lib/errors.js';
import { selectSessionUser, type SessionUserRow } from '../../../lib/sessions.js';
import {
  assertLoginAllowed,
  recordLoginAttempt,
  releaseLoginClaim,
} from '../sign-in/login-throttle.js';
import { openSession } from '../sign-in/open-session.js';
import {
  assertAttemptsLeft,
  claimChallengeAttempt,
  createChallenge,
  finishChallenge,
  openChallenge,
  type OpenChallenge,
} from './challenges.js';
import { beginSetup, confirmSetup } from './enrolment.js';
import { verifySecondFactor } from './second-factor.js';

const actorOfRow = (row: SessionUserRow, ip: string | null): AuditActor => ({
  userId: row.id,
  role: row.role,
  companyId: row.company_id,
  ip,
});

/**
 * Called by POST /api/login once the password is right: a challenge when the account has
 * two-factor, an enrolment token when REQUIRE_STAFF_MFA applies and it has none, else null
 * (the caller opens the session as before).
 */
export async function startSecondStep(
  trx: DbExecutor,
  config: Config,
  row: SessionUserRow,
  remember: boolean,
  ip: string | null,
): Promise<MfaRequiredResponse | MfaSetupRequiredResponse | null> {
  const user = await trx
    .selectFrom('users')
    .select('totp_enabled_at')
    .where('id', '=', row.id)
    .executeTakeFirstOrThrow();
  const purpose = user.totp_enabled_at
    ? 'verify'
    : config.requireStaffMfa && row.user_type === 'provider'
      ? 'enroll'
      : null;
  if (!purpose) return null;
  const { token, expiresAt } = await createChallenge(trx, { userId: row.id, purpose, remember });
  await writeAudit(trx, actorOfRow(row, ip), {
    action: 'auth.login_challenge',
    targetType: 'user',
    targetId: row.id,
    details: { purpose },
  });
  const expires_at = expiresAt.toISOString();
  return purpose === 'verify'
    ? { mfa_required: true, challenge: token, expires_at }
    : { mfa_setup_required: true, setup_token: token, expires_at };
}

interface SecondStepOptions {
  db: Db;
  config: Config;
  cipher: Cipher;
  token: string;
  ip: string | null;
  userAgent: string | null;
}

async function challengeUser(db: Db, challenge: OpenChallenge): Promise<SessionUserRow> {
  const row = await selectSessionUser(db).where('u.id', '=', challenge.userId).executeTakeFirst();
  // Deleted or deactivated since the password step: the sign-in cannot finish.
  if (!row) throw new AppError('unauthenticated', messages.mfaChallengeExpired);
  return row;
}

/** POST /api/login/mfa: the second factor of a sign-in; wrong codes count toward the lockout. */
export async function completeMfaLogin(
  opts: SecondStepOptions & { code?: string | undefined; recoveryCode?: string | undefined },
): Promise<LoginResponse> {
  const { db, ip } = opts;
  const challenge = await openChallenge(db, opts.token, 'verify');
  const row = await challengeUser(db, challenge);
  const email = row.email.toLowerCase();
  // Both counts are taken before the code is checked (each in one statement), so a burst of
  // concurrent codes gets at most the limit checked.
  await assertLoginAllowed(db, email, ip);
  try {
    await claimChallengeAttempt(db, challenge.id);
  } catch (error) {
    await releaseLoginClaim(db, email, ip);
    throw error;
  }

  const outcome = await db.transaction().execute(async (trx) => {
    const factor = await verifySecondFactor(trx, opts.cipher, row.id, {
      code: opts.code,
      recoveryCode: opts.recoveryCode,
    });
    if (!factor) {
      await recordLoginAttempt(trx, { email, ip, succeeded: false });
      await writeAudit(trx, actorOfRow(row, ip), {
        action: 'mfa.failed',
        outcome: 'failure',
        targetType: 'user',
        targetId: row.id,
        details: { during: 'login', with: opts.code !== undefined ? 'totp' : 'recovery_code' },
      });
      return null;
    }
    if (!(await finishChallenge(trx, challenge.id))) {
      throw new AppError('unauthenticated', messages.mfaChallengeExpired);
    }
    return openSession(trx, opts.config, row, {
      remember: challenge.remember,
      ip,
      userAgent: opts.userAgent,
      details: { second_factor: factor },
    });
  });
  if (outcome) return outcome;
  const [field, message] =
    opts.code !== undefined
      ? ['code', messages.mfaCodeInvalid]
      : ['recovery_code', messages.recoveryCodeInvalid];
  throw new AppError('unauthenticated', message, { [field]: [message] });
}

/** POST /api/login/mfa/setup: a staff member made to enrol gets their secret. */
export async function enrolSetup(
  opts: Pick<SecondStepOptions, 'db' | 'cipher' | 'token'>,
): Promise<MfaSetupResponse> {
  const challenge = await openChallenge(opts.db, opts.token, 'enroll');
  assertAttemptsLeft(challenge);
  return beginSetup(opts.db, opts.cipher, challenge.userId);
}

/** POST /api/login/mfa/enable: the first code turns two-factor on and opens the session. */
export async function enrolEnable(
  opts: SecondStepOptions & { code: string },
): Promise<MfaEnrolLoginResponse> {
  const { db, ip } = opts;
  const challenge = await openChallenge(db, opts.token, 'enroll');
  await claimChallengeAttempt(db, challenge.id);
  const row = await challengeUser(db, challenge);
  try {
    return await db.transaction().execute(async (trx) => {
      const codes = await confirmSetup(trx, opts.cipher, row.id, opts.code);
      if (!(await finishChallenge(trx, challenge.id))) {
        throw new AppError('unauthenticated', messages.mfaChallengeExpired);
      }
      await writeAudit(trx, actorOfRow(row, ip), {
        action: 'mfa.enabled',
        targetType: 'user',
        targetId: row.id,
        details: { during: 'login' },
      });
      const session = await openSession(trx, opts.config, row, {
        remember: challenge.remember,
        ip,
        userAgent: opts.userAgent,
        details: { second_factor: 'enrolled' },
      });
      return { ...session, recovery_codes: codes };
    });
  } catch (error) {
    if (error instanceof AppError && error.errors?.code) {
      await writeAudit(db, actorOfRow(row, ip), {
        action: 'mfa.failed',
        outcome: 'failure',
        targetType: 'user',
        targetId: row.id,
        details: { during: 'enrolment' },
      });
    }
    throw error;
  }
}
