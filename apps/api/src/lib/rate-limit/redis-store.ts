import { Redis } from 'ioredis';
import type { RateLimitStore } from './store.js';

// INCR and the window's expiry in one step, so no key is ever left without an expiry (which
// would lock its caller out for good) even when two app instances hit it at once.
const HIT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}`;

const PEEK = `
local n = redis.call('GET', KEYS[1])
if not n then return {0, 0} end
return {tonumber(n), redis.call('PTTL', KEYS[1])}`;

export interface RedisStoreOptions {
  url: string;
  /** Namespaces the keys, so one Redis can serve several deployments (and tests). */
  prefix: string;
  /** Told about connection trouble; the limiter decides what a failed call means. */
  onError?: (error: Error) => void;
}

/**
 * Counters in Redis, shared by every app instance. Commands fail within half a second while
 * Redis is unreachable (no retries, a command timeout) so that a dead cache never holds up requests.
 */
export function redisStore(options: RedisStoreOptions): RateLimitStore {
  const redis = new Redis(options.url, {
    keyPrefix: options.prefix,
    // Commands wait for the connection (at start, or a reconnect) at most commandTimeout.
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    commandTimeout: 500,
    // Keep trying to come back, at most every 5 seconds.
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  redis.on('error', (error: Error) => options.onError?.(error));

  const run = async (script: string, key: string, ...args: string[]) => {
    const [count, resetMs] = (await redis.eval(script, 1, key, ...args)) as [number, number];
    return { count, resetMs: Math.max(0, resetMs) };
  };

  return {
    hit: (key, windowMs) => run(HIT, key, String(windowMs)),
    peek: (key) => run(PEEK, key),
    async close() {
      // quit() waits for a reply that never comes when Redis is gone; disconnect does not.
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
