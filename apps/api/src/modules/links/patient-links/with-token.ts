import { messages } from '@paperless/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { anonymous, writeAudit } from '../../../lib/audit.js';
import { AppError } from '../../../lib/errors.js';
import { RATE_RULES } from '../../../lib/rate-limit/guards.js';
import { byIp } from '../../../lib/rate-limit/index.js';
import type { TypedApp } from '../../../lib/route-kit.js';
import { LinkGone } from './link-state.js';
import { findLiveLink, unavailable } from './lookup.js';

/**
 * What every public link route shares (routes.ts, and the uploads of modules/uploads): the
 * headers that keep a link's secret in its URL, and the counting of tokens that open nothing.
 */

/**
 * A link is a secret in a URL: no referrer carries it away, no search engine keeps the page,
 * no shared cache keeps the answer.
 */
export function linkPrivacyHeaders(app: TypedApp): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Robots-Tag', 'noindex, nofollow');
    reply.header('Cache-Control', 'no-store');
  });
}

/**
 * Runs a token's work; a token that opens nothing counts against the caller's address, and
 * past the miss budget a miss answers 429 instead of 404. A token that opens a link is never
 * refused here: a clinic's waiting room shares one address, and someone else's misses there
 * must not block the patients' real links (every lookup also counts, at a far higher limit:
 * limits.linkOpen; tokens are 256 random bits, so guessing one is hopeless either way).
 * A real link that no longer opens (410: cancelled, or on the patient's page submitted or
 * expired) is no miss: only its real token gets that answer.
 */
export async function withToken<T>(
  app: TypedApp,
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T> {
  const ip = request.ip;
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') {
      const miss = await app.rateLimits.consume(RATE_RULES.linkMissIp, byIp(request));
      await writeAudit(app.db, anonymous(ip), {
        action: 'patient_link.unavailable',
        outcome: 'denied',
      });
      if (!miss.allowed) {
        reply.header('retry-after', String(miss.retryAfter));
        throw new AppError('too_many_requests', messages.tooManyRequests);
      }
    }
    if (error instanceof LinkGone) {
      // A real link: its clinic's audit shows which link was tried, and why it did not open.
      await writeAudit(
        app.db,
        { ...anonymous(ip), companyId: error.companyId },
        {
          action: 'patient_link.unavailable',
          outcome: 'denied',
          targetType: 'form_link',
          targetId: error.linkId,
          details: { reason: error.state },
        },
      );
    } else if (error instanceof AppError && error.code === 'gone') {
      // Another public route's 410 (its own reason is its own audit's to tell).
      await writeAudit(app.db, anonymous(ip), {
        action: 'patient_link.unavailable',
        outcome: 'denied',
      });
    }
    throw error;
  }
}

/**
 * A preValidation hook: the token is checked before the body, so a token that opens no link
 * answers 404 (counted as a miss, as on every link route) whatever was sent, and a stranger
 * learns nothing of the route.
 */
export function liveTokenFirst(app: TypedApp) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { token } = request.params as { token?: unknown };
    if (typeof token !== 'string' || token.length === 0 || token.length > 200) return;
    await withToken(app, request, reply, async () => {
      if (!(await findLiveLink(app.db, token))) throw unavailable();
    });
  };
}
