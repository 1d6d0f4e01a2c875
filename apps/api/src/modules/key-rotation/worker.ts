import { resealAll, type ResealCount, type ResealDeps } from './reseal.js';

export interface ResealWorker {
  /** One re-seal now, whatever was done before (tests, and the first tick after a rotation). */
  drain(): Promise<ResealCount[]>;
  start(intervalMs: number): void;
  /** Stops between two batches and waits for the batch under way. */
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    keyReseal: ResealWorker;
  }
}

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** After a completed re-seal, look again this often (another instance may lag behind). */
const RECHECK_MS = 10 * 60_000;
const PROGRESS_LOG_MS = 5_000;

/**
 * The server's side of a key rotation. On the embedded database the server holds the data
 * directory, so `npm run keys:rotate` only adds a key to the keyring file; this loop notices it
 * (the cipher re-reads the file) and re-seals whatever an old key sealed, in small batches,
 * while the server keeps serving. It works only while the keyring has more than one key, and
 * after a complete pass rests until the keyring changes. It logs counts, never values.
 */
export function createResealWorker(deps: Omit<ResealDeps, 'shouldStop'>, log: Logger) {
  let running: Promise<ResealCount[]> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopping = false;
  let done: { keyring: string; at: number } | undefined;
  let loggedAt = 0;

  const onBatch: ResealDeps['onBatch'] = (progress) => {
    if (Date.now() - loggedAt < PROGRESS_LOG_MS) return;
    loggedAt = Date.now();
    log.info({ ...progress }, 'key rotation: re-sealing under the new primary key');
  };

  async function pass(): Promise<ResealCount[]> {
    deps.cipher.refresh();
    const keyring = deps.cipher.keyIds().join(',');
    const counts: ResealCount[] = [];
    // Until a pass finds nothing more: rows sealed while it ran under a key it had not seen.
    for (let round = 0; round < 5 && !stopping; round++) {
      const found = await resealAll({ ...deps, onBatch, shouldStop: () => stopping });
      counts.push(...found);
      if (found.every((c) => c.resealed === 0)) break;
    }
    if (stopping) return counts;
    const resealed = counts.reduce((n, c) => n + c.resealed, 0);
    const failed = counts.reduce((n, c) => n + c.failed, 0);
    if (resealed > 0 || failed > 0 || done?.keyring !== keyring) {
      const summary = { primaryKeyId: deps.cipher.primaryKeyId(), resealed, failed };
      if (failed > 0)
        log.warn(summary, 'key rotation: some data could not be opened; left as it is');
      else log.info(summary, 'key rotation: everything is sealed with the primary key');
    }
    done = { keyring, at: Date.now() };
    return counts;
  }

  function run(force: boolean): Promise<ResealCount[]> {
    if (running) return running;
    deps.cipher.refresh();
    const keyring = deps.cipher.keyIds().join(',');
    const rested = done?.keyring === keyring && Date.now() - done.at < RECHECK_MS;
    // The first pass runs whatever the keyring: it converts what older versions stored
    // (unkeyed patient keys, addresses in clear; migration 0012) under the primary key.
    const single = deps.cipher.keyIds().length < 2 && done !== undefined;
    if (!force && (single || rested)) return Promise.resolve([]);
    running = pass()
      .catch((error: unknown) => {
        log.error({ err: error instanceof Error ? error.name : 'unknown' }, 'key rotation failed');
        return [];
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    async drain() {
      await running;
      return run(true);
    },
    start(intervalMs: number) {
      stopping = false;
      timer ??= setInterval(() => void run(false), intervalMs);
      timer.unref();
      void run(false);
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  } satisfies ResealWorker;
}
