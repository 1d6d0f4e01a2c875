import type { Config } from '../config.js';
import { openDatabase, type Db } from './database.js';
import { lockDataDir } from './lock.js';
import { migrateToLatest } from './migrate.js';
import { syncReferenceData } from './reference-data.js';

export interface PreparedDatabase {
  db: Db;
  engine: 'postgres' | 'pglite';
  /** Closes the database and releases the data directory. */
  close(): Promise<void>;
}

/** Opens the configured database, takes the data-directory lock for PGlite, and migrates. */
export async function prepareDatabase(config: Config): Promise<PreparedDatabase> {
  const release = config.databaseUrl ? () => undefined : lockDataDir(config.dataDir);
  try {
    const { db, engine } = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
    await migrateToLatest(db);
    await syncReferenceData(db);
    return {
      db,
      engine,
      async close() {
        await db.destroy();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
