import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { redisStore } from './redis-store.js';
import type { RateLimitStore } from './store.js';

const url = process.env.TEST_REDIS_URL;
if (!url) console.warn('SKIPPED: Redis rate-limit store tests (set TEST_REDIS_URL to run them)');

describe.skipIf(!url)('Redis store', () => {
  const stores: RateLimitStore[] = [];
  const open = (prefix: string) => {
    const store = redisStore({ url: url!, prefix });
    stores.push(store);
    return store;
  };
  const prefix = () => `paperless-test:${randomBytes(6).toString('hex')}:`;
  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()));
  });

  it('counts atomically in a window that expires', async () => {
    const store = open(prefix());
    const counts = await Promise.all(Array.from({ length: 20 }, () => store.hit('k', 300)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const peek = await store.peek('k');
    expect(peek.count).toBe(20);
    expect(peek.resetMs).toBeGreaterThan(0);
    expect(peek.resetMs).toBeLessThanOrEqual(300);
    await new Promise((r) => setTimeout(r, 350));
    expect(await store.peek('k')).toEqual({ count: 0, resetMs: 0 });
    expect((await store.hit('k', 300)).count).toBe(1);
  });

  it('shares counts between two connections with one prefix, not across prefixes', async () => {
    const shared = prefix();
    const a = open(shared);
    const b = open(shared);
    const other = open(prefix());
    await a.hit('k', 60_000);
    await b.hit('k', 60_000);
    expect((await a.peek('k')).count).toBe(2);
    expect((await other.peek('k')).count).toBe(0);
  });

  it('fails fast, not hanging, when Redis cannot be reached', async () => {
    const dead = redisStore({ url: 'redis://127.0.0.1:1', prefix: prefix() });
    stores.push(dead);
    const started = Date.now();
    await expect(dead.hit('k', 1000)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
