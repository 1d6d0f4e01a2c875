import type { PGlite } from '@electric-sql/pglite';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { lockDataDir } from '../../db/lock.js';

/** What a backup archive holds, written as its last entry and checked on restore. */
export interface BackupManifest {
  format: 'paperless-clinic-backup';
  version: 1;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  /** Rows per table of the embedded database; null on PostgreSQL (pg_dump holds it). */
  tables: Record<string, number> | null;
  files: { path: string; size: number; sha256: string }[];
}

export const MANIFEST = 'manifest.json';
export const DATABASE_ENTRY = 'database/pglite.tar';
export const FILES_PREFIX = 'files/';
/** Inside DATA_DIR: the embedded database's own directory, and what never belongs in a backup. */
export const PGLITE_DIR = 'pglite';
const SKIPPED = new Set([PGLITE_DIR, 'server.lock']);

/** The data directory's lock, with the advice a maintenance command needs when a server holds it. */
export function lockForMaintenance(dataDir: string, what = 'A backup or restore'): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${reason}\n${what} needs the data directory to itself: stop the server first.`,
    );
  }
}

/**
 * Files of DATA_DIR to carry: storage (PDFs, logos), the encryption key or keyring, anything
 * else an operator keeps there; not the database's directory (dumped whole instead), not the
 * lock, not a half-written file, not a restore's staging directory, not a migrated store.
 */
export async function dataFiles(dataDir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (relative: string) => {
    const entries = await readdir(path.join(dataDir, relative), { withFileTypes: true });
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const rel = relative ? `${relative}/${entry.name}` : entry.name;
      if (!relative && (SKIPPED.has(entry.name) || entry.name.startsWith('.restore-'))) continue;
      // The disk store as it was before `npm run storage:migrate`: the bucket has its files.
      if (!relative && entry.name.startsWith('storage.migrated-')) continue;
      if (entry.name.endsWith('.partial')) continue;
      if (entry.isDirectory()) await walk(rel);
      else if (entry.isFile()) out.push(rel);
    }
  };
  await walk('');
  return out;
}

/** Row counts of every table in the public schema, to compare a restore with its backup. */
export async function tableCounts(pglite: PGlite): Promise<Record<string, number>> {
  const tables = await pglite.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await pglite.query<{ n: number }>(
      `select count(*)::int as n from "${name.replace(/"/g, '""')}"`,
    );
    counts[name] = result.rows[0]!.n;
  }
  return counts;
}

/** A name from an archive that stays inside the directory it is restored into. */
export function safeRelative(name: string): boolean {
  return (
    name.length > 0 &&
    !name.startsWith('/') &&
    !name.includes('\\') &&
    name.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  );
}
