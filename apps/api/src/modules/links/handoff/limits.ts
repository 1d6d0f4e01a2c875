import type { FastifyRequest } from 'fastify';
import { byIp, rateLimit } from '../../../lib/rate-limit/index.js';

const MINUTE = 60_000;
const linkToken = (request: FastifyRequest) => (request.params as { token?: string }).token;

/**
 * Continue on another device (issue 19). The draft is saved at most every 5 seconds while a
 * patient types (and when the page hides), so one link may save a few hundred times in a
 * quarter hour; a waiting room's tablets and phones share one address. A hand-off code is made
 * a few times per link. Claims are counted twice: every claim per address, and failed claims
 * (unknown or expired code, wrong birth date) per address at a far lower limit, so codes
 * cannot be guessed from one address (each hand-off also locks after five wrong birth dates).
 */
export const HANDOFF_RULES = {
  draftToken: { name: 'draft-token', max: 300, windowMs: 15 * MINUTE },
  draftIp: { name: 'draft-ip', max: 3000, windowMs: 15 * MINUTE },
  handoffToken: { name: 'handoff-token', max: 20, windowMs: 15 * MINUTE },
  claimIp: { name: 'handoff-claim-ip', max: 100, windowMs: 15 * MINUTE },
  claimMissIp: { name: 'handoff-claim-miss-ip', max: 20, windowMs: 15 * MINUTE },
} as const;

const R = HANDOFF_RULES;

/** The preHandlers of the hand-off routes. */
export const handoffLimits = {
  draft: [rateLimit({ ...R.draftIp, key: byIp }), rateLimit({ ...R.draftToken, key: linkToken })],
  create: [
    rateLimit({ ...R.draftIp, key: byIp }),
    rateLimit({ ...R.handoffToken, key: linkToken }),
  ],
  claim: [rateLimit({ ...R.claimIp, key: byIp })],
};
