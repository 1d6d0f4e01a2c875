import { proofMessages, type ProofChallenge } from '@paperless/core';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'kysely';
import { z } from 'zod';
import type { DbExecutor } from '../../db/database.js';
import type { Cipher } from '../crypto.js';
import { AppError } from '../errors.js';

/**
 * The self-hosted proof-of-work check (ALTCHA, Security III) that every signup and every sign-in
 * to an account under attack carries. The server hands out a signed challenge; the browser's
 * widget spends about a second of CPU finding its solution; the server checks it with one HMAC
 * (the challenge is made in ALTCHA's deterministic mode, so the server signed the answer's key
 * and never derives one) and spends it, so one solution buys one request, on any instance.
 *
 * The secrets are derived from the primary encryption key (cipher.mac), so every instance signs
 * and checks alike without one more secret to configure. A key rotation voids the challenges
 * out at that moment; the widget fetches a new one.
 */
export interface ProofOfWorkConfig {
  /** PBKDF2 iterations per try: what one try costs the solver. */
  cost: number;
  /** The solution's counter is drawn from [counter / 2.5, counter]: how many tries it takes. */
  counter: number;
}

export interface ProofOfWorkDeps {
  db: DbExecutor;
  cipher: Cipher;
  config: ProofOfWorkConfig;
}

const ALGORITHM = 'PBKDF2/SHA-256';
/** Long enough to fill a signup's last steps, short enough that a stock of them goes stale. */
export const CHALLENGE_LIFETIME_MS = 30 * 60_000;

const secretsOf = (cipher: Cipher) => ({
  hmacSignatureSecret: cipher.mac('proof-of-work', 'challenge').mac,
  hmacKeySignatureSecret: cipher.mac('proof-of-work', 'derived-key').mac,
});

/** A new signed challenge for the widget (`GET /api/signup/challenge`, `/api/login/challenge`). */
export async function newChallenge(deps: Omit<ProofOfWorkDeps, 'db'>): Promise<ProofChallenge> {
  const { cost, counter } = deps.config;
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost,
    counter: randomInt(counter, Math.max(1, Math.floor(counter / 2.5))),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
    ...secretsOf(deps.cipher),
  });
  return challenge as ProofChallenge;
}

// What the widget sends, base64 of JSON. Bounded here before anything reads it: the schema of
// the route caps its length, this its shape.
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string().regex(/^[0-9a-f]{8,128}$/),
      salt: z.string().max(256),
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: z.string().max(128),
      keySignature: z.string().max(256),
      expiresAt: z.number(),
    }),
    signature: z.string().max(256),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string().max(256),
    time: z.number().optional(),
  }),
});

function parsePayload(text: string) {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(text, 'base64').toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Checks a solved payload and spends it, or refuses with a 422 naming `field`. Spending is one
 * insert into spent_challenges: a second use of the same solution, on this instance or another,
 * conflicts and is refused. Rows are kept until their challenge expires, then removed here.
 */
export async function spendProof(
  deps: ProofOfWorkDeps,
  payload: string | undefined,
  field = 'altcha',
): Promise<void> {
  if (!payload) throw AppError.field(field, proofMessages.required);
  const parsed = parsePayload(payload);
  if (!parsed) throw AppError.field(field, proofMessages.failed);
  const result = await verifySolution({
    challenge: parsed.challenge,
    solution: parsed.solution,
    deriveKey,
    ...secretsOf(deps.cipher),
  });
  if (!result.verified) throw AppError.field(field, proofMessages.failed);

  const { nonce, expiresAt } = parsed.challenge.parameters;
  await deps.db.deleteFrom('spent_challenges').where('expires_at', '<', sql<Date>`now()`).execute();
  const spent = await deps.db
    .insertInto('spent_challenges')
    .values({ nonce, expires_at: new Date(expiresAt * 1000) })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .returning('nonce')
    .executeTakeFirst();
  if (!spent) throw AppError.field(field, proofMessages.failed);
}
