import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How long this thread has waited, runnable, for a CPU (ms), from Linux's schedstat; undefined
 * elsewhere. The machine these checks run on is shared: when other processes hold every core,
 * an idle server's /healthz takes hundreds of milliseconds too. That wait is the machine's, not
 * the server's, so it is taken out of each latency; what is left is what our own code made the
 * request wait for.
 */
function runQueueWaitMs(): number | undefined {
  try {
    const fields = readFileSync('/proc/thread-self/schedstat', 'utf8').trim().split(/\s+/);
    const waited = Number(fields[1]);
    return Number.isFinite(waited) ? waited / 1e6 : undefined;
  } catch {
    return undefined;
  }
}

export interface LatencyFigures {
  /** The worst /healthz latency, less the time no CPU was free (ms, rounded up). */
  worstMs: number;
  /** The same, as the wall clock saw it. */
  worstWallMs: number;
  probes: number;
  failures: number;
  /**
   * The event loop's own worst delay (perf_hooks.monitorEventLoopDelay, ms): how long the loop
   * was held, whatever the probes happened to see.
   */
  loopWorstMs: number;
  /** How far the process's resident memory rose over its figure when the probe started (MB). */
  rssGrowthMb: number;
  /**
   * The event loop's worst delay less the time this thread waited, runnable, for a CPU (ms): how
   * long our own code held the loop. loopWorstMs counts the wall clock, which a machine whose
   * cores are all taken stretches too (a 1 MB body's 110 ms parse measured 358 ms under a load
   * of 5 on 2 cores); this does not. Equal to the wall-clock figure where Linux's schedstat is
   * missing.
   */
  loopOwnWorstMs: number;
}

/**
 * The event loop's delay as a timer every `everyMs` sees it, as monitorEventLoopDelay records
 * it (the time between two ticks, so about `everyMs` when idle), and the same less the time this
 * thread waited for a CPU meanwhile. Unlike a histogram it counts from the moment it starts
 * (a histogram's first tick only starts its clock), and `worst` can be read at any time.
 */
export function monitorOwnLoopDelay(everyMs = 10) {
  const worst = { wallMs: 0, ownMs: 0 };
  let last = performance.now();
  let waited = runQueueWaitMs();
  const timer = setInterval(() => {
    const now = performance.now();
    const waitedNow = runQueueWaitMs();
    const noCpu = waited !== undefined && waitedNow !== undefined ? waitedNow - waited : 0;
    worst.wallMs = Math.max(worst.wallMs, now - last);
    worst.ownMs = Math.max(worst.ownMs, now - last - noCpu);
    last = now;
    waited = waitedNow;
  }, everyMs);
  timer.unref();
  return {
    /** The worst delays so far (ms, not rounded). */
    worst,
    stop(): { wallMs: number; ownMs: number } {
      clearInterval(timer);
      return { wallMs: Math.ceil(worst.wallMs), ownMs: Math.ceil(worst.ownMs) };
    },
  };
}

/**
 * Polls /healthz every `everyMs` while other work runs, and keeps the worst latency: from when
 * a probe was due (the previous answer plus the interval) to when its answer came. Counting from
 * when it was due, not from when it was sent, also catches an event loop blocked during the
 * pause, when no request is in flight.
 */
export function probeHealthz(app: FastifyInstance, everyMs = 10) {
  let running = true;
  const figures = { worstMs: 0, worstWallMs: 0, probes: 0, failures: 0 };
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const ownDelay = monitorOwnLoopDelay(10);
  const rssAtStart = process.memoryUsage.rss();
  let rssPeak = rssAtStart;
  const loop = (async () => {
    let due = performance.now();
    let waited = runQueueWaitMs();
    while (running) {
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      const answered = performance.now();
      const waitedNow = runQueueWaitMs();
      const wall = answered - due;
      const noCpu = waited !== undefined && waitedNow !== undefined ? waitedNow - waited : 0;
      figures.worstWallMs = Math.max(figures.worstWallMs, wall);
      figures.worstMs = Math.max(figures.worstMs, wall - noCpu);
      figures.probes += 1;
      if (response.statusCode !== 200) figures.failures += 1;
      rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
      waited = waitedNow;
      await sleep(everyMs);
      due = answered + everyMs;
    }
  })();
  return {
    /** Stops polling and answers the figures. */
    async stop(): Promise<LatencyFigures> {
      running = false;
      await loop;
      loopDelay.disable();
      const own = ownDelay.stop();
      return {
        ...figures,
        worstMs: Math.ceil(figures.worstMs),
        worstWallMs: Math.ceil(figures.worstWallMs),
        loopWorstMs: Math.ceil(loopDelay.max / 1e6),
        rssGrowthMb: Math.round((rssPeak - rssAtStart) / 2 ** 20),
        loopOwnWorstMs: own.ownMs,
      };
    },
  };
}
