/** One key's count in its current window, and the time left until the window ends. */
export interface WindowCount {
  count: number;
  resetMs: number;
}

/**
 * Where rate-limit counters live: fixed windows that start at a key's first hit and expire
 * after windowMs. Memory for one process; Redis when several app instances share the limits.
 */
export interface RateLimitStore {
  /** Adds one to the key's count (starting a window if none is running) and returns it. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The key's count without adding to it (0 when no window is running). */
  peek(key: string): Promise<WindowCount>;
  close(): Promise<void>;
}

// Bounds what an attacker rotating addresses or e-mails can make one process hold (~100 B each).
const DEFAULT_MAX_KEYS = 100_000;

export function memoryStore(
  options: { maxKeys?: number; now?: () => number } = {},
): RateLimitStore {
  const maxKeys = options.maxKeys ?? DEFAULT_MAX_KEYS;
  const now = options.now ?? Date.now;
  // Insertion order is window-start order, so the first entries are the oldest.
  const windows = new Map<string, { count: number; resetAt: number }>();

  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };

  const makeRoom = () => {
    if (windows.size < maxKeys) return;
    const t = now();
    for (const [key, entry] of windows) if (entry.resetAt <= t) windows.delete(key);
    // Still full of live windows: forget the oldest rather than grow without bound.
    while (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
  };

  return {
    async hit(key, windowMs) {
      const entry = live(key);
      if (entry) {
        entry.count += 1;
        return { count: entry.count, resetMs: entry.resetAt - now() };
      }
      makeRoom();
      windows.set(key, { count: 1, resetAt: now() + windowMs });
      return { count: 1, resetMs: windowMs };
    },
    async peek(key) {
      const entry = live(key);
      return entry
        ? { count: entry.count, resetMs: entry.resetAt - now() }
        : { count: 0, resetMs: 0 };
    },
    async close() {
      windows.clear();
    },
  };
}
