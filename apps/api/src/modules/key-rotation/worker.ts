import { lastCompletePassKey, recordCompletePass } from './pass-record.js';
import { resealAll, type ResealCount, type ResealDeps } from './reseal.js';

export interface ResealWorker {
  /** One re-seal now, whatever was done before (tests, and the first tick after a rotation). */
  drain(): Promise<ResealCount[]>;
  /**
   * One pass unless none is needed: with a single key, none after this process's first, and none
   * at all when the database records a complete pass under that key (pass-record.ts). Resolves
   * with what the pass did, [] when it was skipped.
   */
  runOnce(): Promise<ResealCount[]>;
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
    let settled = false;
    // Until a pass finds nothing more: rows sealed while it ran under a key it had not seen.
    for (let round = 0; round < 5 && !stopping; round++) {
      const found = await resealAll({ ...deps, onBatch, shouldStop: () => stopping });
      counts.push(...found);
      settled = found.every((c) => c.resealed === 0);
      if (settled) break;
    }
    if (stopping) return counts;
    const resealed = counts.reduce((n, c) => n + c.resealed, 0);
    const failed = counts.reduce((n, c) => n + c.failed, 0);
    // Everything under the primary and nothing unreadable: the next start need not look again.
    if (settled && failed === 0) await recordCompletePass(deps.db, deps.cipher.primaryKeyId());
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
    const single = deps.cipher.keyIds().length < 2;
    if (!force && ((single && done !== undefined) || rested)) return Promise.resolve([]);
    running = (async () => {
      // The first pass of a process converts what older versions stored (unkeyed patient keys,
      // addresses in clear; migration 0012) under the primary key: not needed once a complete
      // pass found everything under this, the only key. With more keys a rotation may be under
      // way, and another instance may still seal under the old one: then the pass runs.
      if (!force && single) {
        const recorded = await lastCompletePassKey(deps.db);
        if (recorded === deps.cipher.primaryKeyId()) {
          done = { keyring, at: Date.now() };
          return [];
        }
      }
      return pass();
    })()
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
    runOnce: () => run(false),
    async stop() {
      stopping = true;
      await running;
    },
  } satisfies ResealWorker;
}
