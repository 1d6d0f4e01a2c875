import type { DbExecutor } from '../../../db/database.js';
import type { Cipher } from '../../../lib/crypto.js';
import { consumeRecoveryCode } from './recovery-codes.js';
import { verifyTotp } from './totp.js';

/** The TOTP secret is sealed at rest like patient answers, so a database copy cannot mint codes. */
export const sealSecret = (cipher: Cipher, secret: string) => cipher.encryptJson({ totp: secret });

export function openSecret(cipher: Cipher, sealed: string): string {
  return (cipher.decryptJson(sealed) as { totp: string }).totp;
}

/**
 * Checks a code against the user's secret and records its step in the same statement that
 * checks it was not used yet, so two requests racing with one code cannot both pass.
 */
export async function acceptTotp(
  db: DbExecutor,
  cipher: Cipher,
  userId: number,
  code: string,
): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .select(['totp_secret', 'totp_last_step'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user?.totp_secret) return false;
  const step = verifyTotp(openSecret(cipher, user.totp_secret), code, {
    afterStep: user.totp_last_step,
  });
  if (step === null) return false;
  const claimed = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

export type SecondFactor = 'totp' | 'recovery_code';

/** One factor of a sign-in: an app code or a recovery code. Answers which one passed, or null. */
export async function verifySecondFactor(
  db: DbExecutor,
  cipher: Cipher,
  userId: number,
  input: { code?: string | undefined; recoveryCode?: string | undefined },
): Promise<SecondFactor | null> {
  if (input.code !== undefined) {
    return (await acceptTotp(db, cipher, userId, input.code)) ? 'totp' : null;
  }
  if (input.recoveryCode !== undefined) {
    return (await consumeRecoveryCode(db, userId, input.recoveryCode)) ? 'recovery_code' : null;
  }
  return null;
}
