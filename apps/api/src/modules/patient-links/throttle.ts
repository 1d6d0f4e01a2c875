import { messages } from '@paperless/core';
import { AppError } from '../../lib/errors.js';

export const UNKNOWN_TOKEN_LIMIT = 20;
const WINDOW_MS = 15 * 60_000;
// Bounds the memory an address-rotating attacker can make us hold.
const MAX_TRACKED = 10_000;

/**
 * Counts, per address, link lookups that found no live link. Past the limit in the window the
 * address gets 429 for any token, so guessing tokens is slow even though each is 256 bits. In
 * memory (per process) on purpose: the tokens cannot be guessed anyway; this only stops floods.
 */
export function createLinkThrottle(limit = UNKNOWN_TOKEN_LIMIT, now: () => number = Date.now) {
  const misses = new Map<string, { count: number; since: number }>();

  const current = (ip: string) => {
    const entry = misses.get(ip);
    if (entry && now() - entry.since > WINDOW_MS) {
      misses.delete(ip);
      return undefined;
    }
    return entry;
  };

  return {
    assertAllowed(ip: string): void {
      if ((current(ip)?.count ?? 0) >= limit) {
        throw new AppError('too_many_requests', messages.tooManyRequests);
      }
    },
    miss(ip: string): void {
      const entry = current(ip);
      if (entry) {
        entry.count += 1;
        return;
      }
      if (misses.size >= MAX_TRACKED) {
        for (const [key, value] of misses) {
          if (now() - value.since > WINDOW_MS) misses.delete(key);
        }
        // Still full: forget the oldest address rather than grow without bound.
        if (misses.size >= MAX_TRACKED) misses.delete(misses.keys().next().value!);
      }
      misses.set(ip, { count: 1, since: now() });
    },
  };
}
