import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { diskKeys, diskStoreDir } from './disk.js';
import { isStorageKey } from './keys.js';
import type { Bucket } from './s3.js';

export interface MigrationFigures {
  /** Stored files found in DATA_DIR/storage. */
  found: number;
  copied: number;
  /** In the bucket already but with other bytes (a run cut short, a damaged object): copied again. */
  recopied: number;
  /** In the bucket already with the same SHA-256. */
  skipped: number;
  /** Read back from the bucket and equal, by SHA-256, to the file on disk: all of them, or it throws. */
  verified: number;
  bytesCopied: number;
  bytesVerified: number;
  /** Files of the folder that are not stored files (not copied; they move aside with it). */
  ignored: string[];
  /** Where DATA_DIR/storage went; null when there was none, or when it was not kept. */
  movedTo: string | null;
}

export interface MigrationOptions {
  dataDir: string;
  bucket: Bucket;
  /** Keep the folder as DATA_DIR/storage.migrated-<time> (default); restore drops its copy. */
  keepDiskCopy?: boolean;
  now?: Date;
}

const PARALLEL = 4;

/**
 * Copies the disk store into the bucket under the same keys, verifies every object by its
 * SHA-256 read back from the bucket, and only then switches: DATA_DIR/storage moves aside, so
 * the start check (start-check.ts) lets a server on S3_BUCKET start. Safe to rerun: it stops at
 * the first failure without switching, and the next run skips what is already there intact.
 */
export async function migrateDiskStore(options: MigrationOptions): Promise<MigrationFigures> {
  const { bucket } = options;
  const root = diskStoreDir(options.dataDir);
  const figures: MigrationFigures = {
    found: 0,
    copied: 0,
    recopied: 0,
    skipped: 0,
    verified: 0,
    bytesCopied: 0,
    bytesVerified: 0,
    ignored: [],
    movedTo: null,
  };
  if (!existsSync(root)) return figures;
  figures.ignored = await strayFiles(root);
  const done = new Set<string>();

  async function copyAll(from: string): Promise<void> {
    const keys: string[] = [];
    for await (const key of diskKeys(from)) if (!done.has(key)) keys.push(key);
    figures.found += keys.length;
    const workers = Array.from({ length: PARALLEL }, async () => {
      for (let key = keys.shift(); key !== undefined; key = keys.shift()) {
        await copyOne(from, key);
        done.add(key);
      }
    });
    await Promise.all(workers);
  }

  async function copyOne(from: string, key: string): Promise<void> {
    const bytes = await readFile(path.join(from, key));
    const hash = sha256(bytes);
    const there = await bucket.read(key);
    if (there && sha256(there) === hash) {
      figures.skipped++;
    } else {
      await bucket.write(key, bytes);
      if (there) figures.recopied++;
      else figures.copied++;
      figures.bytesCopied += bytes.length;
      const back = await bucket.read(key);
      const got = back ? sha256(back) : 'nothing';
      if (got !== hash) {
        throw new Error(
          `${key}: the copy read back from S3_BUCKET "${bucket.settings.bucket}" does not match ` +
            `the file (SHA-256 ${got} instead of ${hash}). Nothing was switched: run ` +
            '`npm run storage:migrate` again.',
        );
      }
    }
    figures.verified++;
    figures.bytesVerified += bytes.length;
  }

  await copyAll(root);
  const stamp = (options.now ?? new Date())
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  const movedTo = `${root}.migrated-${stamp}`;
  await rename(root, movedTo);
  // A file stored between the listing and the move (a server left running) moved with the
  // folder: it is copied and verified too, so nothing in the moved folder is missing above.
  await copyAll(movedTo);
  if (options.keepDiskCopy === false) await rm(movedTo, { recursive: true, force: true });
  else figures.movedTo = movedTo;
  return figures;
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Files that are not stored files: a stray note, a crash's `.partial`. */
async function strayFiles(root: string, relative = ''): Promise<string[]> {
  const out: string[] = [];
  const entries = await readdir(path.join(root, relative), { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const rel = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await strayFiles(root, rel)));
    else if (!isStorageKey(rel)) out.push(rel);
  }
  return out;
}
