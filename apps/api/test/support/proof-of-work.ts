import type { ProofChallenge } from '@paperless/core';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';

/**
 * Test support: solves proof-of-work challenges as the browser's widget does, and encodes the
 * answer as the widget sends it (base64 of its challenge and solution) for a body's `altcha`.
 * Test apps make challenges a few milliseconds' work (PROOF_OF_WORK_COST in app.ts).
 */
export async function solveProof(challenge: ProofChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  if (!solution) throw new Error('the proof-of-work challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * Fetches a challenge from a route that hands them out (`/api/login/challenge`,
 * `/api/signup/challenge`) and solves it: one request's worth of proof.
 */
export async function solvedProof(
  app: FastifyInstance,
  url: string,
  remoteAddress?: string,
): Promise<string> {
  const response = await app.inject({ url, remoteAddress });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
  return solveProof(response.json<ProofChallenge>());
}
