import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { PGLITE_EXTENSIONS } from '../../db/database.js';
import { FILE_MODE, secureDataDir } from '../data-dir.js';
import {
  DATABASE_ENTRY,
  FILES_PREFIX,
  MANIFEST,
  PGLITE_DIR,
  lockForMaintenance,
  safeRelative,
  tableCounts,
  type BackupManifest,
} from './manifest.js';
import { readTar } from './tar.js';
import { migrateDiskStore } from '../storage/migrate.js';
import type { Bucket } from '../storage/s3.js';

export interface RestoreOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  archive: string;
  /** Replace what DATA_DIR holds; without it a non-empty DATA_DIR is refused. */
  force?: boolean;
  /** Set when stored files live in S3 (S3_BUCKET): the archive's go there, verified. */
  bucket?: Bucket | undefined;
}

/**
 * Restores an archive of createBackup into DATA_DIR, with the directory locked. Everything is
 * unpacked aside and checked against the manifest (every entry present, sizes and sha256 equal,
 * nothing extra) before the current contents are touched, so a damaged archive changes nothing.
 * Then the database is loaded and its row counts compared with the manifest's, and with
 * S3_BUCKET set the stored files are copied into the bucket.
 */
export async function restoreBackup(options: RestoreOptions): Promise<BackupManifest> {
  const { dataDir } = options;
  const release = lockForMaintenance(dataDir);
  const staging = path.join(dataDir, `.restore-${process.pid}`);
  try {
    const present = (await readdir(dataDir)).filter((name) => name !== 'server.lock');
    if (present.length > 0 && !options.force) {
      throw new Error(
        `${dataDir} (DATA_DIR) is not empty: restore will not overwrite it. ` +
          'Restore into an empty directory, or pass --force to replace its contents.',
      );
    }
    await rm(staging, { recursive: true, force: true });
    const manifest = await unpack(options.archive, staging);
    if (manifest.engine === 'pglite' && options.databaseUrl) {
      throw new Error(
        'This archive holds an embedded (PGlite) database but DATABASE_URL is set. ' +
          'Unset DATABASE_URL to restore the embedded setup.',
      );
    }

    for (const name of present)
      await rm(path.join(dataDir, name), { recursive: true, force: true });
    const files = path.join(staging, 'files');
    for (const name of await readdir(files).catch(() => [] as string[])) {
      await rename(path.join(files, name), path.join(dataDir, name));
    }
    if (manifest.engine === 'pglite') {
      const tar = await readFile(path.join(staging, DATABASE_ENTRY));
      const pglite = await PGlite.create({
        dataDir: path.join(dataDir, PGLITE_DIR),
        loadDataDir: new Blob([tar]),
        extensions: PGLITE_EXTENSIONS,
      });
      try {
        const counts = await tableCounts(pglite);
        const differ = Object.keys({ ...counts, ...manifest.tables }).filter(
          (table) => counts[table] !== manifest.tables?.[table],
        );
        if (differ.length > 0) {
          throw new Error(`Restored row counts differ from the backup in: ${differ.join(', ')}`);
        }
      } finally {
        await pglite.close();
      }
    }
    // Stored files go to the bucket last, by the copy-and-verify of `npm run storage:migrate`:
    // if it fails, they wait in DATA_DIR/storage and the server refuses to start until a
    // storage:migrate has moved them. No copy stays on disk: the archive is one.
    if (options.bucket) {
      await migrateDiskStore({ dataDir, bucket: options.bucket, keepDiskCopy: false });
    }
    // The archive's recorded modes (or a loose umask) must not open the data to other users.
    await rm(staging, { recursive: true, force: true });
    secureDataDir(dataDir);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
    release();
  }
}

/** Unpacks an archive into a directory and checks it against its manifest. */
async function unpack(archive: string, into: string): Promise<BackupManifest> {
  let manifest: BackupManifest | undefined;
  const seen = new Map<string, { size: number; sha256: string }>();
  const source = createReadStream(archive).pipe(createGunzip());
  for await (const entry of readTar(source)) {
    if (!safeRelative(entry.name)) throw new Error(`Unsafe name in the archive: ${entry.name}`);
    if (entry.name === MANIFEST) {
      manifest = JSON.parse(entry.data.toString('utf8')) as BackupManifest;
      continue;
    }
    if (entry.name !== DATABASE_ENTRY && !entry.name.startsWith(FILES_PREFIX)) {
      throw new Error(`Unexpected entry in the archive: ${entry.name}`);
    }
    const target = path.join(into, entry.name);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, entry.data, { mode: FILE_MODE });
    seen.set(entry.name, {
      size: entry.data.length,
      sha256: createHash('sha256').update(entry.data).digest('hex'),
    });
  }
  if (manifest?.format !== 'paperless-clinic-backup' || manifest.version !== 1) {
    throw new Error('Not a Paperless Clinic backup (no manifest).');
  }
  for (const file of manifest.files) {
    const got = seen.get(file.path);
    if (!got) throw new Error(`The archive is missing ${file.path}.`);
    if (got.size !== file.size || got.sha256 !== file.sha256) {
      throw new Error(`${file.path} does not match its checksum: the archive is damaged.`);
    }
    seen.delete(file.path);
  }
  if (seen.size > 0) throw new Error(`Entries not in the manifest: ${[...seen.keys()].join(', ')}`);
  if (manifest.engine === 'pglite' && !manifest.files.some((f) => f.path === DATABASE_ENTRY)) {
    throw new Error('The archive is missing its database.');
  }
  return manifest;
}
