// One data set, ready to measure: a fresh database migrated by the app's own migrations,
// seeded, with link pools for the load and the SQL of each route recorded for the limit.
// The month's billing run is done here, so the server's run at start finds nothing to do.
import { randomBytes } from 'node:crypto';
import { createCipher, migrateToLatest, runBilling, syncReferenceData } from '@paperless/api/bench';
import type { Engine, Size } from './options.js';
import { makeLinkPool, type LinkPool } from './pools.js';
import { recordRoutes, statementLog, type Recording } from './recorder.js';
import { seedData } from './seed.js';
import { createTarget, openTarget, type Target } from './target.js';

export interface Prepared {
  target: Target;
  size: Size;
  encryptionKey: string;
  seedSeconds: number;
  bigCompanyId: number;
  openPool: LinkPool;
  submitPool: LinkPool;
  limitSubmitPool: LinkPool;
  recording?: Recording;
}

export async function prepare(opts: {
  engine: Engine;
  label: string;
  size: Size;
  staff: number;
  pgUrl: string;
  /** Fresh links per submit run (route and limit each get this many). */
  submitLinks: number;
  record: boolean;
}): Promise<Prepared> {
  const target = await createTarget(opts.engine, opts.label, opts.pgUrl);
  const key = randomBytes(32);
  const cipher = createCipher(key);
  const log = statementLog();
  const opened = await openTarget(target, (e) => log.log(e));
  try {
    const started = performance.now();
    await migrateToLatest(opened.db);
    await syncReferenceData(opened.db);
    const seeded = await seedData(opened.db, cipher, opts.size, opts.staff);
    await runBilling({ db: opened.db, config: { stripe: undefined } });
    const seedSeconds = (performance.now() - started) / 1000;
    const openPool = await makeLinkPool(opened.db, cipher, 1000, 'open');
    const submitPool = await makeLinkPool(opened.db, cipher, opts.submitLinks, 'submit');
    const limitSubmitPool = await makeLinkPool(opened.db, cipher, opts.submitLinks, 'limit');
    const recordPool = await makeLinkPool(opened.db, cipher, 1, 'record');
    log.take();
    const recording = opts.record
      ? await recordRoutes(opened, log, {
          cipher,
          dataDir: target.dataDir,
          bigCompanyId: seeded.bigCompanyId,
          openPool,
          recordPool,
        })
      : undefined;
    return {
      target,
      size: opts.size,
      encryptionKey: key.toString('base64'),
      seedSeconds,
      bigCompanyId: seeded.bigCompanyId,
      openPool,
      submitPool,
      limitSubmitPool,
      recording,
    };
  } catch (error) {
    await opened.close();
    await target.drop();
    throw error;
  } finally {
    await opened.close().catch(() => undefined);
  }
}
