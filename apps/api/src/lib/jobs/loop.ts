/**
 * How a background queue runs in this process: a pass works until nothing is due, on a timer
 * and when kicked after a commit, never twice at once (a kick during a pass joins it). What keeps
 * several processes from doing the same work is the rows' lease (lease.ts), not this.
 */
export interface WorkLoop {
  /** Look for work now: called after a commit that made some. */
  kick(): void;
  /** Works until nothing is due, after the pass under way (tests, shutdown, CLIs). */
  drain(): Promise<void>;
  start(intervalMs: number): void;
  /** Stops the timer and waits for the pass under way. */
  stop(): Promise<void>;
}

export function workLoop(opts: {
  /**
   * One pass; `drained` is true when a caller waits for everything due (drain). A pass checks
   * `stopping` between rows: a server shutting down finishes the row in hand, not the queue.
   */
  pass(drained: boolean, stopping: () => boolean): Promise<void>;
  /** A pass's failure: a timer has no one to throw to. */
  onError(error: unknown): void;
  /** Whether a kick before start() works too (the outbox's does; tests then need not drain). */
  kickWhenStopped?: boolean;
}): WorkLoop {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopping = false;

  function run(drained = false): Promise<void> {
    running ??= opts
      .pass(drained, () => stopping)
      .catch(opts.onError)
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    kick() {
      if (timer || opts.kickWhenStopped) void run();
    },
    async drain() {
      // A pass under way may have claimed before the latest commit: run once more.
      await running;
      await run(true);
    },
    start(intervalMs) {
      timer ??= setInterval(() => void run(), intervalMs);
      // The timer alone never keeps the process alive: closing the server ends it.
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      stopping = true;
      await running;
      stopping = false;
    },
  };
}

/** Claims and works rows one at a time until none is due, or the loop is stopping. */
export async function untilEmpty<C>(
  claim: () => Promise<C | undefined>,
  work: (claimed: C) => Promise<void>,
  stopping: () => boolean = () => false,
): Promise<void> {
  while (!stopping()) {
    const claimed = await claim();
    if (!claimed) return;
    await work(claimed);
  }
}
