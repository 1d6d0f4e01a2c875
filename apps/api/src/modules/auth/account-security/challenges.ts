import { messages } from '@paperless/core';
import { sql } from 'kysely';
import type { DbExecutor } from '../../../db/database.js';
import { AppError } from '../../../lib/errors.js';
import { hashToken, newToken } from '../../../lib/tokens.js';

/** A code must follow the password within 5 minutes; enrolling (installing an app) gets 15. */
const LIFETIME_MS = { verify: 5 * 60_000, enroll: 15 * 60_000 } as const;
/** Wrong codes one challenge takes before the password must be typed again. */
export const CHALLENGE_ATTEMPTS = 5;

export type ChallengePurpose = keyof typeof LIFETIME_MS;

export async function createChallenge(
  db: DbExecutor,
  input: { userId: number; purpose: ChallengePurpose; remember: boolean },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + LIFETIME_MS[input.purpose]);
  // One pending sign-in per user: an older challenge stops working when a new one starts.
  await db
    .updateTable('mfa_challenges')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', input.userId)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('mfa_challenges')
    .values({
      user_id: input.userId,
      token_hash: hashToken(token),
      purpose: input.purpose,
      remember: input.remember,
      expires_at: expiresAt,
    })
    .execute();
  return { token, expiresAt };
}

export interface OpenChallenge {
  id: number;
  userId: number;
  remember: boolean;
  attempts: number;
}

/**
 * The live challenge behind a token, or 401 (unknown, used, expired). Out of attempts is checked
 * by assertAttemptsLeft, after the lockout, so a locked account hears that it is locked.
 */
export async function openChallenge(
  db: DbExecutor,
  token: string,
  purpose: ChallengePurpose,
): Promise<OpenChallenge> {
  const row = await db
    .selectFrom('mfa_challenges')
    .select(['id', 'user_id', 'remember', 'attempts'])
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!row) throw new AppError('unauthenticated', messages.mfaChallengeExpired);
  return { id: row.id, userId: row.user_id, remember: row.remember, attempts: row.attempts };
}

export function assertAttemptsLeft(challenge: OpenChallenge): void {
  if (challenge.attempts >= CHALLENGE_ATTEMPTS)
    throw new AppError('unauthenticated', messages.mfaChallengeExpired);
}

/**
 * Takes one of the challenge's code checks before the code is checked, in one statement, so
 * concurrent wrong codes cannot all pass a read of "attempts left"; refused when none is left.
 */
export async function claimChallengeAttempt(db: DbExecutor, challengeId: number): Promise<void> {
  const claimed = await db
    .updateTable('mfa_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', challengeId)
    .where('used_at', 'is', null)
    .where('attempts', '<', CHALLENGE_ATTEMPTS)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) throw new AppError('unauthenticated', messages.mfaChallengeExpired);
}

/** Ends the challenge; false when a concurrent request already used it. */
export async function finishChallenge(db: DbExecutor, challengeId: number): Promise<boolean> {
  const done = await db
    .updateTable('mfa_challenges')
    .set({ used_at: sql<Date>`now()` })
    .where('id', '=', challengeId)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return done !== undefined;
}
