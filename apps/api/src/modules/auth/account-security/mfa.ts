import { messages, type MfaSetupResponse, type MfaStatusResponse } from '@paperless/core';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { writeAudit, type AuditActor } from '../../../lib/audit.js';
import type { Cipher } from '../../../lib/crypto.js';
import { AppError } from '../../../lib/errors.js';
import type { AuthContext } from '../../../lib/sessions.js';
import { beginSetup, confirmSetup, turnOff } from './enrolment.js';
import { mailMfaTurnedOff } from './notices.js';
import { assertReauthenticated } from './reauth.js';
import { recoveryCodesLeft, replaceRecoveryCodes } from './recovery-codes.js';

/** What the signed-in user's own two-factor routes need. */
export interface MfaOptions {
  db: Db;
  config: Config;
  cipher: Cipher;
  auth: AuthContext;
  actor: AuditActor;
}

const requiredFor = (config: Config, auth: AuthContext) =>
  config.requireStaffMfa && auth.user.user_type === 'provider';

async function enabledAt(db: Db, userId: number): Promise<Date | null> {
  const row = await db
    .selectFrom('users')
    .select('totp_enabled_at')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.totp_enabled_at;
}

export async function mfaStatus(
  opts: Omit<MfaOptions, 'cipher' | 'actor'>,
): Promise<MfaStatusResponse> {
  const since = await enabledAt(opts.db, opts.auth.user.id);
  return {
    enabled: since !== null,
    enabled_at: since?.toISOString() ?? null,
    recovery_codes_left: since ? await recoveryCodesLeft(opts.db, opts.auth.user.id) : 0,
    required: requiredFor(opts.config, opts.auth),
  };
}

/** A new secret for the app (re-authentication needed: it is the start of a 2FA change). */
export async function setupMfa(opts: MfaOptions): Promise<MfaSetupResponse> {
  await assertReauthenticated(opts.db, opts.auth);
  return opts.db.transaction().execute(async (trx) => {
    const setup = await beginSetup(trx, opts.cipher, opts.auth.user.id);
    await writeAudit(trx, opts.actor, {
      action: 'mfa.setup_started',
      targetType: 'user',
      targetId: opts.auth.user.id,
    });
    return setup;
  });
}

/**
 * Confirms the secret from setup with a code. Needs no second password prompt: only the
 * re-authenticated setup can have stored the secret this confirms.
 */
export async function enableMfa(opts: MfaOptions & { code: string }): Promise<string[]> {
  const { db, auth, actor } = opts;
  try {
    return await db.transaction().execute(async (trx) => {
      const codes = await confirmSetup(trx, opts.cipher, auth.user.id, opts.code);
      await writeAudit(trx, actor, {
        action: 'mfa.enabled',
        targetType: 'user',
        targetId: auth.user.id,
      });
      return codes;
    });
  } catch (error) {
    if (error instanceof AppError && error.errors?.code) {
      await writeAudit(db, actor, {
        action: 'mfa.failed',
        outcome: 'failure',
        targetType: 'user',
        targetId: auth.user.id,
        details: { during: 'enrolment' },
      });
    }
    throw error;
  }
}

/**
 * Turns two-factor off. The re-authentication must have included a current code (reauth.ts),
 * so a session and a password alone cannot do it; the holder is told by e-mail.
 */
export async function disableMfa(opts: MfaOptions): Promise<void> {
  const { db, auth, actor } = opts;
  await assertReauthenticated(db, auth);
  if (requiredFor(opts.config, auth)) throw new AppError('forbidden', messages.mfaRequiredForStaff);
  if (!(await enabledAt(db, auth.user.id))) throw new AppError('conflict', messages.mfaNotEnabled);
  await db.transaction().execute(async (trx) => {
    await turnOff(trx, auth.user.id);
    await writeAudit(trx, actor, {
      action: 'mfa.disabled',
      targetType: 'user',
      targetId: auth.user.id,
    });
    // Told at once: if it was not the holder, they know to act before anything else changes.
    await mailMfaTurnedOff(trx, opts.cipher, auth.user);
  });
}

/** Ten new recovery codes; the old ones stop working. */
export async function regenerateRecoveryCodes(opts: MfaOptions): Promise<string[]> {
  const { db, auth, actor } = opts;
  await assertReauthenticated(db, auth);
  if (!(await enabledAt(db, auth.user.id))) throw new AppError('conflict', messages.mfaNotEnabled);
  return db.transaction().execute(async (trx) => {
    const codes = await replaceRecoveryCodes(trx, auth.user.id);
    await writeAudit(trx, actor, {
      action: 'mfa.recovery_codes_regenerated',
      targetType: 'user',
      targetId: auth.user.id,
    });
    return codes;
  });
}
