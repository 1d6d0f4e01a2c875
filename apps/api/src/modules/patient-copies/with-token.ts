import { localizeText, messages, preferredPatientLanguage } from '@paperless/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { anonymous, writeAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { RATE_RULES } from '../../lib/rate-limit/guards.js';
import { byIp } from '../../lib/rate-limit/index.js';
import type { TypedApp } from '../../lib/route-kit.js';

/**
 * Runs a copy token's work as patient-links/with-token.ts runs a link's: a token that opens no
 * copy counts against the caller's address in the same miss budget as link tokens (one guesser,
 * one budget), and past it answers 429. An expired copy's token counts too: only a real token
 * gets that answer, but someone replaying old links is slowed the same way. A token that opens no
 * copy has no language of its own: its answer is in the one the browser prefers (issue 21).
 */
export async function withCopyToken<T>(
  app: TypedApp,
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const miss = error instanceof AppError && error.code === 'not_found';
    const expired = error instanceof AppError && error.code === 'gone';
    if (miss || expired) {
      const count = await app.rateLimits.consume(RATE_RULES.linkMissIp, byIp(request));
      if (miss) {
        await writeAudit(app.db, anonymous(request.ip), {
          action: 'patient_copy.unavailable',
          outcome: 'denied',
        });
      }
      if (!count.allowed) {
        reply.header('retry-after', String(count.retryAfter));
        throw new AppError('too_many_requests', messages.tooManyRequests);
      }
      if (miss) {
        const lang = preferredPatientLanguage(request.headers['accept-language']);
        throw new AppError('not_found', localizeText(error.message, lang));
      }
    }
    throw error;
  }
}
