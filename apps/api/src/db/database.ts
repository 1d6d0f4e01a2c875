import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import path from 'node:path';
import pg from 'pg';
import { secureDataDir } from '../lib/data-dir.js';
import { PGliteDialect } from './pglite-dialect.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;
/** What services take: the root handle or a transaction. Inside a transaction pass the
 * transaction, never the root handle: on PGlite the root waits for the transaction's lock
 * and the request deadlocks. */
export type DbExecutor = Kysely<Database> | Transaction<Database>;

/** Contrib extensions the migrations use (0009: pg_trgm for the client search); every PGlite
 * opened on our data directory must load them. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export interface DatabaseOptions {
  /** postgres:// URL; without it the embedded PGlite is used. */
  url?: string;
  /** Where PGlite keeps its files; omitted means in memory (tests). */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests isolate each file in its own). */
  schema?: string;
  poolSize?: number;
  /** An embedded database to start from, as PGlite's dumpDataDir made it (test/support/global-setup.ts). */
  loadDataDir?: Blob;
  /**
   * Called when PostgreSQL closes a connection the pool holds idle (a restart, a failover, an
   * administrator's terminate, a proxy's idle timeout). The pool drops that connection and opens
   * another on the next query; by default a one-line warning says so.
   */
  onIdleConnectionError?: (error: Error) => void;
}

function warnIdleConnectionError(error: Error): void {
  // The driver's own text ("terminating connection due to administrator command"): never a
  // statement or a value, so no patient data.
  const code = (error as { code?: string }).code;
  console.warn(
    `database: an idle connection closed (${code ?? 'no code'}: ${error.message}); the pool opens another`,
  );
}

export interface OpenDatabase {
  db: Db;
  engine: 'postgres' | 'pglite';
}

export async function openDatabase(options: DatabaseOptions): Promise<OpenDatabase> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // Every connection works in the given schema, so tests can share one database.
      options: options.schema ? `-c search_path=${options.schema}` : undefined,
    });
    // node-postgres re-emits an idle connection's error on the pool, and an 'error' with no
    // listener ends the process: without this, every clinic would go offline whenever
    // PostgreSQL restarted or closed one idle connection.
    pool.on('error', options.onIdleConnectionError ?? warnIdleConnectionError);
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      engine: 'postgres',
    };
  }
  const dataDir = options.dataDir ? path.join(options.dataDir, 'pglite') : undefined;
  const pglite = await PGlite.create({
    dataDir,
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: options.loadDataDir,
  });
  // PGlite's file layer makes its files 0666 whatever the umask: owner-only, now and on close.
  if (dataDir) {
    secureDataDir(dataDir);
    const close = pglite.close.bind(pglite);
    pglite.close = async () => {
      await close();
      secureDataDir(dataDir);
    };
  }
  return { db: kyselyOverPglite(pglite), engine: 'pglite' };
}

/**
 * Kysely over an embedded PGlite. The dialect (./pglite-dialect.ts) serialises access to its
 * single connection and holds it for the whole of a transaction, so concurrent requests never
 * interleave statements.
 */
export function kyselyOverPglite(pglite: PGlite): Db {
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
}
