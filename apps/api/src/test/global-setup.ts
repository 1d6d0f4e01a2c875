import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { kyselyOverPglite, PGLITE_EXTENSIONS } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { syncReferenceData } from '../db/reference-data.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite's data directory as a tar file (absent on PostgreSQL runs). */
    pgliteSnapshot?: string;
  }
}

/**
 * Once per run, before any API test file: a PGlite migrated to the latest schema with its
 * reference data, dumped to a tar file that each file's database starts from. Every file
 * migrating its own in-memory PGlite cost seconds each, over a hundred times per run.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB_ENGINE === 'postgres') return;
  const dir = await mkdtemp(path.join(tmpdir(), 'paperless-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const db = kyselyOverPglite(pglite);
  await migrateToLatest(db);
  await syncReferenceData(db);
  const dump = await pglite.dumpDataDir('none');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  project.provide('pgliteSnapshot', file);
  return () => rm(dir, { recursive: true, force: true });
}
