import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './limiter.js';
import { memoryStore, type RateLimitStore } from './store.js';

const silentLog = { warn: () => {} } as never;

describe('memory store', () => {
  it('counts per key in a fixed window that expires', async () => {
    let t = 1_000;
    const store = memoryStore({ now: () => t });
    expect(await store.hit('a', 60_000)).toEqual({ count: 1, resetMs: 60_000 });
    t += 10_000;
    expect(await store.hit('a', 60_000)).toEqual({ count: 2, resetMs: 50_000 });
    expect(await store.peek('a')).toEqual({ count: 2, resetMs: 50_000 });
    expect(await store.peek('b')).toEqual({ count: 0, resetMs: 0 });
    t += 50_000;
    expect(await store.peek('a')).toEqual({ count: 0, resetMs: 0 });
    expect((await store.hit('a', 60_000)).count).toBe(1);
  });

  it('holds at most maxKeys windows, dropping expired ones first, then the oldest', async () => {
    let t = 0;
    const store = memoryStore({ maxKeys: 3, now: () => t });
    await store.hit('short', 10);
    await store.hit('old', 60_000);
    await store.hit('mid', 60_000);
    t = 20;
    await store.hit('new', 60_000); // 'short' expired: room without losing a live window
    expect((await store.peek('old')).count).toBe(1);
    await store.hit('newer', 60_000); // full of live windows: the oldest goes
    expect((await store.peek('old')).count).toBe(0);
    expect((await store.peek('mid')).count).toBe(1);
    expect((await store.peek('newer')).count).toBe(1);
  });
});

describe('limiter', () => {
  const rule = { name: 'unit', max: 3, windowMs: 60_000 };

  it('allows max requests per key, then refuses with the seconds left', async () => {
    const limiter = createRateLimiter({ store: memoryStore(), log: silentLog });
    for (let i = 0; i < 3; i++) expect((await limiter.consume(rule, 'k')).allowed).toBe(true);
    const refused = await limiter.consume(rule, 'k');
    expect(refused).toEqual({ allowed: false, retryAfter: 60 });
    expect((await limiter.check(rule, 'k')).allowed).toBe(false);
    expect((await limiter.consume(rule, 'other')).allowed).toBe(true);
    // Another rule with its own name counts apart.
    expect((await limiter.consume({ ...rule, name: 'unit2' }, 'k')).allowed).toBe(true);
  });

  it('multiplies every limit by the factor', async () => {
    const limiter = createRateLimiter({ store: memoryStore(), factor: 2, log: silentLog });
    for (let i = 0; i < 6; i++) expect((await limiter.consume(rule, 'k')).allowed).toBe(true);
    expect((await limiter.consume(rule, 'k')).allowed).toBe(false);
  });

  it('never hands the store the raw key (no e-mail, address or link token at rest)', async () => {
    const seen: string[] = [];
    const inner = memoryStore();
    const spy: RateLimitStore = {
      hit: (key, ms) => (seen.push(key), inner.hit(key, ms)),
      peek: (key) => (seen.push(key), inner.peek(key)),
      close: () => inner.close(),
    };
    const limiter = createRateLimiter({ store: spy, log: silentLog });
    await limiter.consume(rule, 'jane@example.com');
    await limiter.check(rule, '203.0.113.9');
    expect(seen).toHaveLength(2);
    for (const key of seen) {
      expect(key).toMatch(/^rl:unit:[A-Za-z0-9_-]{22}$/);
      expect(key).not.toContain('jane');
    }
  });

  it('fails open, with one warning, when the store is down', async () => {
    const warnings: unknown[] = [];
    const broken: RateLimitStore = {
      hit: () => Promise.reject(new Error('ECONNREFUSED')),
      peek: () => Promise.reject(new Error('ECONNREFUSED')),
      close: async () => {},
    };
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as never;
    const limiter = createRateLimiter({ store: broken, log });
    for (let i = 0; i < 10; i++) expect((await limiter.consume(rule, 'k')).allowed).toBe(true);
    expect((await limiter.check(rule, 'k')).allowed).toBe(true);
    expect(warnings).toHaveLength(1);
  });
});
