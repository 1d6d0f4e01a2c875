import { messages } from '@paperless/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import { addressKey } from '../address-key.js';
import { AppError } from '../errors.js';
import { createRateLimiter, storeFromConfig, type RateLimiter, type RateRule } from './limiter.js';

export type { RateLimiter, RateRule } from './limiter.js';
export { RATE_RULES } from './rules.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rate limits shared by every route (lib/rate-limit). */
    rateLimits: RateLimiter;
  }
}

/** Gives the app its limiter, from REDIS_URL and RATE_LIMIT_FACTOR, closed with the app. */
export function installRateLimits(app: FastifyInstance, config: Config): void {
  const store = storeFromConfig(config.rateLimit, app.log);
  const limiter = createRateLimiter({ store, factor: config.rateLimit.factor, log: app.log });
  app.decorate('rateLimits', limiter);
  app.addHook('onClose', () => limiter.close());
}

/** Answers 429 with Retry-After; what every limited route says when a caller is over. */
export function tooManyRequests(reply: FastifyReply, retryAfter: number): FastifyReply {
  return reply
    .code(429)
    .header('retry-after', String(retryAfter))
    .send({ message: messages.tooManyRequests });
}

export interface RateLimitSpec extends RateRule {
  /** Who is counted: the address, an e-mail, a link token. No key (undefined): not counted. */
  key: (request: FastifyRequest) => string | undefined;
}

/**
 * A preHandler counting each request against one limit. It runs after validation, so the key
 * may come from the parsed body; malformed requests are refused before they cost anything.
 */
export function rateLimit(spec: RateLimitSpec) {
  return async function rateLimited(request: FastifyRequest, reply: FastifyReply) {
    const key = spec.key(request);
    if (key === undefined) return;
    const decision = await request.server.rateLimits.consume(spec, key);
    if (!decision.allowed) return tooManyRequests(reply, decision.retryAfter);
  };
}

/** The e-mail of a parsed body, normalised so that case and spaces do not buy more tries. */
export const bodyEmail =
  (field = 'email') =>
  (request: FastifyRequest): string | undefined => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
  };

/**
 * The caller's address as every per-address rule counts it: an IPv6 client by its /64
 * (lib/address-key.ts). Every rule, and every direct `rateLimits.consume`, keys on this.
 */
export const byIp = (request: FastifyRequest) => addressKey(request.ip);

/**
 * Refuses (429 with Retry-After) while the key is over the rule, without counting this request;
 * the caller counts with `rateLimits.consume` when the request turns out to be one that counts.
 */
export async function assertUnderLimit(
  request: FastifyRequest,
  reply: FastifyReply,
  rule: RateRule,
  key: string,
): Promise<void> {
  const decision = await request.server.rateLimits.check(rule, key);
  if (decision.allowed) return;
  reply.header('retry-after', String(decision.retryAfter));
  throw new AppError('too_many_requests', messages.tooManyRequests);
}
