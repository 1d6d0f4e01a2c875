import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { PGLITE_EXTENSIONS } from '../../db/database.js';
import {
  DATABASE_ENTRY,
  FILES_PREFIX,
  MANIFEST,
  PGLITE_DIR,
  dataFiles,
  lockForMaintenance,
  tableCounts,
  type BackupManifest,
} from './manifest.js';
import { writeTar, type TarEntry } from './tar.js';
import { diskStoreDir } from '../storage/disk.js';
import type { Storage } from '../storage/keys.js';
import { countDiskFiles } from '../storage/start-check.js';

export interface BackupOptions {
  dataDir: string;
  /** Set on PostgreSQL: the archive then holds the files only (pg_dump takes the database). */
  databaseUrl?: string | undefined;
  /** The archive to write (.tar.gz). */
  out: string;
  /**
   * Set when stored files live in S3 (S3_BUCKET): its objects go into the archive as
   * files/storage/<key>, where the disk store's would be, so either setup restores it.
   */
  bucketStorage?: Storage | undefined;
}

/** Default archive name: ./backups/paperless-2025-05-01T10-20-30Z.tar.gz */
export function defaultBackupPath(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  return path.resolve('backups', `paperless-${stamp}.tar.gz`);
}

/**
 * Embedded database: with the data directory locked (no server running, so nothing changes
 * while we read), a tarball of the database from PGlite itself after a checkpoint, and every
 * file of DATA_DIR beside it, then a manifest with row counts and a sha256 per entry. The
 * archive is written aside and renamed, so a failed backup never looks like a good one.
 */
export async function createBackup(options: BackupOptions): Promise<BackupManifest> {
  const engine = options.databaseUrl ? 'postgres' : 'pglite';
  const release = engine === 'pglite' ? lockForMaintenance(options.dataDir) : () => undefined;
  try {
    const database = engine === 'pglite' ? await dumpEmbedded(options.dataDir) : null;
    const manifest: BackupManifest = {
      format: 'paperless-clinic-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      engine,
      tables: database?.tables ?? null,
      files: [],
    };
    if (options.bucketStorage && (await countDiskFiles(options.dataDir)) > 0) {
      // Both would go into the archive as files/storage/<key>: move them first, then back up.
      throw new Error(
        `S3_BUCKET is set but ${diskStoreDir(options.dataDir)} still holds stored files: run ` +
          '`npm run storage:migrate` first.',
      );
    }
    const files = existsSync(options.dataDir) ? await dataFiles(options.dataDir) : [];

    async function* entries(): AsyncGenerator<TarEntry> {
      if (database) yield hashed(manifest, DATABASE_ENTRY, database.tar.length, [database.tar]);
      for (const file of files) {
        const full = path.join(options.dataDir, file);
        const { size, mode } = await stat(full);
        yield hashed(manifest, FILES_PREFIX + file, size, createReadStream(full), mode & 0o777);
      }
      if (options.bucketStorage) yield* bucketEntries(manifest, options.bucketStorage);
      // Last, so it can list the hash of everything before it.
      const text = Buffer.from(JSON.stringify(manifest, null, 2));
      yield { name: MANIFEST, size: text.length, data: text };
    }

    await mkdir(path.dirname(options.out), { recursive: true });
    const partial = `${options.out}.partial`;
    try {
      await pipeline(
        Readable.from(writeTar(entries())),
        createGzip(),
        // It holds patient data and the key that opens it: owner only.
        createWriteStream(partial, { mode: 0o600 }),
      );
      await rename(partial, options.out);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return manifest;
  } finally {
    release();
  }
}

/** The bucket's objects, one in memory at a time (a logo or a PDF: a few MB at most). */
async function* bucketEntries(
  manifest: BackupManifest,
  storage: Storage,
): AsyncGenerator<TarEntry> {
  for await (const key of storage.list()) {
    const bytes = await storage.get(key);
    // Listed, then gone: the app never deletes a stored file, so someone did, on purpose.
    if (!bytes) continue;
    yield hashed(manifest, `${FILES_PREFIX}storage/${key}`, bytes.length, [bytes]);
  }
}

/** An entry whose bytes are hashed as they stream into the archive, then listed. */
function hashed(
  manifest: BackupManifest,
  name: string,
  size: number,
  source: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array>,
  mode = 0o600,
): TarEntry {
  async function* data() {
    const hash = createHash('sha256');
    for await (const chunk of source) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      hash.update(bytes);
      yield bytes;
    }
    manifest.files.push({ path: name, size, sha256: hash.digest('hex') });
  }
  return { name, size, mode, data: data() };
}

async function dumpEmbedded(dataDir: string) {
  const dir = path.join(dataDir, PGLITE_DIR);
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new Error(`No embedded database in ${dataDir} (DATA_DIR): nothing to back up.`);
  }
  // The same extensions the server loads, or the migrations' objects would not open.
  const pglite = await PGlite.create({ dataDir: dir, extensions: PGLITE_EXTENSIONS });
  try {
    // Everything committed goes from the write-ahead log into the table files first.
    await pglite.exec('checkpoint');
    const tables = await tableCounts(pglite);
    const blob = await pglite.dumpDataDir('none');
    return { tables, tar: new Uint8Array(await blob.arrayBuffer()) };
  } finally {
    await pglite.close();
  }
}
