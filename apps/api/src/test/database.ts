import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { syncReferenceData } from '../db/reference-data.js';

/** 'postgres' when the run targets TEST_DATABASE_URL (scripts/test.mjs sets both). */
export const testEngine = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a schema of its own in
 * the PostgreSQL test database so files can run side by side.
 */
export async function openTestDatabase(): Promise<{ db: Db; drop(): Promise<void> }> {
  if (testEngine === 'pglite') {
    // Started from the run's migrated snapshot (./global-setup.ts); migrated here only when a
    // file runs without it.
    // Outside vitest (`npm run openapi:types` builds the app this way too) inject() throws.
    const snapshot = process.env.VITEST ? inject('pgliteSnapshot') : undefined;
    if (snapshot) {
      const { db } = await openDatabase({ loadDataDir: new Blob([await readFile(snapshot)]) });
      return { db, drop: () => db.destroy() };
    }
    const { db } = await openDatabase({});
    await migrateToLatest(db);
    await syncReferenceData(db);
    return { db, drop: () => db.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const { db } = await openDatabase({ url, schema, poolSize: 5 });
  await migrateToLatest(db, schema);
  await syncReferenceData(db);
  return {
    db,
    async drop() {
      await db.destroy();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}
