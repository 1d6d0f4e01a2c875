// The self-hosted proof-of-work check (ALTCHA) that signups, and sign-ins to an account under
// attack, carry (Security III). The widget solves a challenge from our own server; no third
// party sees a clinic's traffic.
import { z } from 'zod';

export const proofMessages = {
  required: 'Please complete the "I\'m not a robot" check.',
  failed: 'The "I\'m not a robot" check has expired or was already used. Please check it again.',
} as const;

/** A solved payload is under 1 KB; anything longer is not one. */
export const PROOF_PAYLOAD_MAX = 4_096;

/** The `altcha` field: the widget's base64 payload (its challenge and solution). */
export const proofPayloadField = z
  .string({ error: proofMessages.required })
  .trim()
  .min(1, { error: proofMessages.required })
  .max(PROOF_PAYLOAD_MAX, { error: proofMessages.failed });

/** What `GET /api/signup/challenge` answers: an ALTCHA v2 challenge, signed by the server. */
export const proofChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    cost: z.number(),
    keyLength: z.number().optional(),
    keyPrefix: z.string(),
    nonce: z.string(),
    salt: z.string(),
  }),
  signature: z.string().optional(),
});
export type ProofChallenge = z.infer<typeof proofChallengeSchema>;
