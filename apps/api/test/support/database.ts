import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { kyselyOverPglite, openDatabase, type Db } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { syncReferenceData } from '../../src/db/reference-data.js';
import { leasePglite } from './pglite-pool.js';

/** 'postgres' when the run targets TEST_DATABASE_URL (scripts/test.mjs sets both). */
export const testEngine = process.env.TEST_DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite in the state of the run's
 * migrated dump (lent by the worker, see ./pglite-pool.ts), or on PostgreSQL a database of its own copied from the run's migrated template
 * (./global-setup.ts), so files can run side by side. Without the setup (outside vitest:
 * `npm run openapi:types` builds the app this way too) it migrates one itself.
 */
export async function openTestDatabase(): Promise<{ db: Db; drop(): Promise<void> }> {
  // Outside vitest inject() throws.
  const prepared = process.env.VITEST ? inject('testDatabase') : undefined;
  if (testEngine === 'pglite') {
    if (prepared) {
      // Lent by the worker's pool and handed back on drop (./pglite-pool.ts). Kysely closes
      // its database only if it ever queried it, so the lease ends here either way.
      const lease = await leasePglite(async () => new Blob([await readFile(prepared)]));
      const db = kyselyOverPglite(lease.pglite);
      return {
        db,
        async drop() {
          await db.destroy();
          await lease.giveBack();
        },
      };
    }
    const { db } = await openDatabase({});
    await migrateToLatest(db);
    await syncReferenceData(db);
    return { db, drop: () => db.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `${databaseName(url)}_f${randomBytes(5).toString('hex')}`;
  await adminQuery(url, `create database ${name}${prepared ? ` template ${prepared}` : ''}`);
  const { db } = await openDatabase({
    url: withDatabase(url, name),
    poolSize: 5,
    // drop() below ends the pool, then DROP ... WITH (FORCE) may cut a connection still closing.
    onIdleConnectionError: () => undefined,
  });
  if (!prepared) {
    await migrateToLatest(db);
    await syncReferenceData(db);
  }
  return {
    db,
    async drop() {
      await db.destroy();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The database a PostgreSQL URL names. */
export function databaseName(url: string): string {
  return new URL(url).pathname.slice(1);
}

export function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

/** One statement on a connection of its own (CREATE/DROP DATABASE cannot run in a pool's). */
export async function adminQuery(url: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
