import type { FastifyBaseLogger } from 'fastify';
import { createHash } from 'node:crypto';
import { memoryStore, type RateLimitStore } from './store.js';
import { redisStore } from './redis-store.js';

/** A limit: at most `max` counted requests per key in a window of `windowMs`. */
export interface RateRule {
  /** Names the counter; two rules with one name share their counts. */
  name: string;
  max: number;
  windowMs: number;
}

export interface Decision {
  allowed: boolean;
  /** Whole seconds until the window ends, for Retry-After. */
  retryAfter: number;
}

export interface RateLimiter {
  /** Counts one request for the key and says whether it is within the rule. */
  consume(rule: RateRule, key: string): Promise<Decision>;
  /** Whether the key is still within the rule, without counting (for "count only failures"). */
  check(rule: RateRule, key: string): Promise<Decision>;
  close(): Promise<void>;
}

// One warning per minute at most while the store is failing: enough to alert, not a flood.
const WARN_EVERY_MS = 60_000;

/**
 * The limiter every route uses. Keys are hashed before they reach the store, so Redis never
 * holds an e-mail address, an IP address or a working link token. When the store fails the
 * request is let through (fail open) with a warning: clinics must keep working when a cache dies,
 * and sign-in still has its lockout in the database.
 */
export function createRateLimiter(options: {
  store: RateLimitStore;
  factor?: number;
  log: FastifyBaseLogger;
}): RateLimiter {
  const { store, log } = options;
  const factor = options.factor ?? 1;
  let lastWarning = 0;

  const storeKey = (rule: RateRule, key: string) =>
    `rl:${rule.name}:${createHash('sha256').update(key).digest('base64url').slice(0, 22)}`;
  const limitOf = (rule: RateRule) => Math.max(1, Math.round(rule.max * factor));

  const failOpen = (error: unknown): Decision => {
    if (Date.now() - lastWarning > WARN_EVERY_MS) {
      lastWarning = Date.now();
      log.warn({ err: error }, 'rate-limit store unavailable; requests are not being limited');
    }
    return { allowed: true, retryAfter: 0 };
  };
  const decide = (rule: RateRule, count: number, resetMs: number, counted: boolean) => ({
    allowed: counted ? count <= limitOf(rule) : count < limitOf(rule),
    retryAfter: Math.max(1, Math.ceil(resetMs / 1000)),
  });

  return {
    async consume(rule, key) {
      try {
        const { count, resetMs } = await store.hit(storeKey(rule, key), rule.windowMs);
        return decide(rule, count, resetMs, true);
      } catch (error) {
        return failOpen(error);
      }
    },
    async check(rule, key) {
      try {
        const { count, resetMs } = await store.peek(storeKey(rule, key));
        return decide(rule, count, resetMs, false);
      } catch (error) {
        return failOpen(error);
      }
    },
    close: () => store.close(),
  };
}

/** The store the configuration asks for: Redis with REDIS_URL, this process's memory without. */
export function storeFromConfig(
  config: { redisUrl?: string; redisPrefix: string },
  log: FastifyBaseLogger,
): RateLimitStore {
  if (!config.redisUrl) return memoryStore();
  let lastWarning = 0;
  return redisStore({
    url: config.redisUrl,
    prefix: config.redisPrefix,
    onError: (error) => {
      if (Date.now() - lastWarning < WARN_EVERY_MS) return;
      lastWarning = Date.now();
      log.warn({ err: error }, 'rate-limit Redis connection failed');
    },
  });
}
