import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { DbExecutor } from '../../../db/database.js';
import { hashToken } from '../../../lib/tokens.js';
import { base32Encode } from './totp.js';

export const RECOVERY_CODE_COUNT = 10;

/** 50 random bits as `xxxxx-xxxxx` (base32, lower case): easy to copy, hard to guess. */
export function newRecoveryCode(): string {
  const text = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/** Codes are compared without case, spaces or dashes, however the user types them. */
const hashCode = (code: string) => hashToken(code.replace(/[\s-]+/g, '').toLowerCase());

/** Replaces every code of the user with ten new ones and answers them: the only time they show. */
export async function replaceRecoveryCodes(db: DbExecutor, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: hashCode(code) })))
    .execute();
  return codes;
}

/** Uses up one code; false when it is wrong or was used before (the update makes it single use). */
export async function consumeRecoveryCode(
  db: DbExecutor,
  userId: number,
  code: string,
): Promise<boolean> {
  const used = await db
    .updateTable('recovery_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashCode(code))
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

export async function recoveryCodesLeft(db: DbExecutor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
