import { messages, type MfaSetupResponse } from '@paperless/core';
import { sql } from 'kysely';
import type { DbExecutor } from '../../../db/database.js';
import type { Cipher } from '../../../lib/crypto.js';
import { AppError } from '../../../lib/errors.js';
import { replaceRecoveryCodes } from './recovery-codes.js';
import { openSecret, sealSecret } from './second-factor.js';
import { generateSecret, otpauthUri, verifyTotp } from './totp.js';

export const ISSUER = 'Paperless Clinic';

async function totpState(db: DbExecutor, userId: number) {
  return db
    .selectFrom('users')
    .select(['email', 'totp_secret', 'totp_enabled_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/**
 * Starts (or restarts) enrolment: a new secret, sealed, that counts only once a code from it is
 * confirmed. An account that already has two-factor must turn it off first.
 */
export async function beginSetup(
  db: DbExecutor,
  cipher: Cipher,
  userId: number,
): Promise<MfaSetupResponse> {
  const user = await totpState(db, userId);
  if (user.totp_enabled_at) throw new AppError('conflict', messages.mfaAlreadyEnabled);
  const secret = generateSecret();
  await db
    .updateTable('users')
    .set({ totp_secret: sealSecret(cipher, secret), totp_last_step: null })
    .where('id', '=', userId)
    .execute();
  return { secret, otpauth_uri: otpauthUri({ secret, account: user.email, issuer: ISSUER }) };
}

/**
 * Turns two-factor on once the first code from the app matches (proof the app holds the secret)
 * and answers ten fresh recovery codes. The code's step is recorded, so it cannot sign in again.
 */
export async function confirmSetup(
  db: DbExecutor,
  cipher: Cipher,
  userId: number,
  code: string,
): Promise<string[]> {
  const user = await totpState(db, userId);
  if (user.totp_enabled_at) throw new AppError('conflict', messages.mfaAlreadyEnabled);
  if (!user.totp_secret) throw new AppError('conflict', messages.mfaSetupNotStarted);
  const step = verifyTotp(openSecret(cipher, user.totp_secret), code);
  if (step === null) throw AppError.field('code', messages.mfaCodeInvalid);
  await db
    .updateTable('users')
    .set({ totp_enabled_at: sql<Date>`now()`, totp_last_step: step })
    .where('id', '=', userId)
    .execute();
  return replaceRecoveryCodes(db, userId);
}

export async function turnOff(db: DbExecutor, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}
