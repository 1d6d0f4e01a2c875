// A throw-away database for one bench data set: a PostgreSQL database made for the run, or a
// PGlite data directory. Opened here with the app's own drivers and options (pg Pool of 10, the
// PGlite dialect), optionally logging every statement (the recorder uses that).
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, PGliteDialect } from '@paperless/api/bench';
import type { Engine } from './options.js';

export interface Target {
  engine: Engine;
  name: string;
  /** postgres:// URL of the run's database (PostgreSQL only). */
  url?: string;
  /** The server's DATA_DIR: files, and PGlite's data under pglite/. */
  dataDir: string;
  drop(): Promise<void>;
}

export async function createTarget(
  engine: Engine,
  label: string,
  adminUrl: string,
): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `pc-bench-${label}-`));
  if (engine === 'pglite') {
    return {
      engine,
      name: dataDir,
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `bench_${Date.now()}_${label.replace(/\W/g, '_')}`.toLowerCase();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    engine,
    name,
    url: url.toString(),
    dataDir,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Opened {
  db: Kysely<Database>;
  /** The raw driver, for the limit server: a pg Pool or the PGlite instance. */
  pool?: pg.Pool;
  pglite?: PGlite;
  close(): Promise<void>;
}

export async function openTarget(target: Target, log?: (event: LogEvent) => void): Promise<Opened> {
  if (target.url) {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    return { db, pool, close: () => db.destroy() };
  }
  const pglite = await PGlite.create({
    dataDir: path.join(target.dataDir, 'pglite'),
    extensions: { pg_trgm },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), log });
  return { db, pglite, close: () => db.destroy() };
}
