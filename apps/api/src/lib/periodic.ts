/**
 * A job that runs in the app on a timer: once at start, then every interval, never twice at
 * once in this process (a tick while one runs joins it). What keeps several processes from
 * doing the same work is the job's own claim in the database, not this.
 */
export interface Periodic<T> {
  /** Runs once now, then every `intervalMs` (the job's default when omitted). */
  start(intervalMs?: number): void;
  /** Stops the timer and waits for a run in flight. */
  stop(): Promise<void>;
  /** One run now, or the one in flight. */
  tick(): Promise<T>;
}

/** `run` reports its own failures (it resolves, logging them): a timer has no one to throw to. */
export function periodic<T>(run: () => Promise<T>, defaultIntervalMs: number): Periodic<T> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;

  function tick(): Promise<T> {
    running ??= run().finally(() => (running = undefined));
    return running;
  }

  return {
    tick,
    start(intervalMs = defaultIntervalMs) {
      if (timer) return;
      void tick();
      timer = setInterval(() => void tick(), intervalMs);
      // The timer alone never keeps the process alive: closing the server ends it.
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
