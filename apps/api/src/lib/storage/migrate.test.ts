import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { diskStorage, diskStoreDir } from './disk.js';
import { migrateDiskStore } from './migrate.js';
import { openBucket, type Bucket } from './s3.js';
import { startTestS3, type TestS3 } from '#test/support/s3.js';

let s3: TestS3;
let bucket: Bucket;
let dataDir: string;
const files = new Map<string, Buffer>();

beforeAll(async () => {
  s3 = await startTestS3(['migrate']);
  bucket = openBucket(s3.settings('migrate'));
  dataDir = await mkdtemp(path.join(tmpdir(), 'pc-migrate-'));
  const disk = diskStorage(dataDir);
  for (const [prefix, extension, bytes] of [
    ['logos', 'png', randomBytes(2_000)],
    ['submissions', 'pdf', Buffer.from('%PDF-1.7 sealed form')],
    ['submissions', 'pdf', Buffer.from(Array.from({ length: 256 }, (_, i) => i))],
  ] as const) {
    files.set(await disk.put(prefix, extension, bytes), bytes);
  }
  // What a crash or an operator may leave beside the stored files.
  await writeFile(path.join(diskStoreDir(dataDir), 'logos', 'README.txt'), 'notes');
});
afterAll(async () => {
  bucket.close();
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Puts the moved folder back, as a run stopped before its switch would have left it. */
async function putFolderBack(movedTo: string | null) {
  await rename(movedTo!, diskStoreDir(dataDir));
}

it('copies every file, verifies it in the bucket, then moves the folder aside', async () => {
  const figures = await migrateDiskStore({
    dataDir,
    bucket,
    now: new Date('2025-05-01T10:20:30Z'),
  });
  expect(figures).toMatchObject({ found: 3, copied: 3, recopied: 0, skipped: 0, verified: 3 });
  expect(figures.bytesCopied).toBe([...files.values()].reduce((n, b) => n + b.length, 0));
  expect(figures.ignored).toEqual(['logos/README.txt']);
  expect(figures.movedTo).toBe(`${diskStoreDir(dataDir)}.migrated-2025-05-01T10-20-30Z`);
  expect(existsSync(diskStoreDir(dataDir))).toBe(false);
  expect(await readdir(figures.movedTo!)).toEqual(['logos', 'submissions']);
  for (const [key, bytes] of files) expect((await bucket.read(key))?.equals(bytes)).toBe(true);

  // Nothing left to move: a second run is a no-op that says so.
  expect(await migrateDiskStore({ dataDir, bucket })).toMatchObject({ found: 0, movedTo: null });
  await putFolderBack(figures.movedTo);
});

it('skips, on a rerun, what the bucket already holds intact', async () => {
  const figures = await migrateDiskStore({ dataDir, bucket });
  expect(figures).toMatchObject({ found: 3, copied: 0, recopied: 0, skipped: 3, verified: 3 });
  expect(figures.bytesCopied).toBe(0);
  await putFolderBack(figures.movedTo);
});

it('copies again an object whose bytes in the bucket differ from the file', async () => {
  const [damaged, original] = [...files][1]!;
  await bucket.write(damaged, Buffer.from('damaged in the bucket'));
  const figures = await migrateDiskStore({ dataDir, bucket });
  expect(figures).toMatchObject({ found: 3, copied: 0, recopied: 1, skipped: 2, verified: 3 });
  expect((await bucket.read(damaged))?.equals(original)).toBe(true);
  await putFolderBack(figures.movedTo);
});

it('switches nothing when the bucket cannot take the files', async () => {
  const missing = openBucket(s3.settings('no-such-bucket'));
  try {
    await expect(migrateDiskStore({ dataDir, bucket: missing })).rejects.toThrow(/bucket/i);
  } finally {
    missing.close();
  }
  expect((await readdir(diskStoreDir(dataDir))).sort()).toEqual(['logos', 'submissions']);
});

it('drops the disk copy when asked (a restore: the archive is the copy)', async () => {
  const figures = await migrateDiskStore({ dataDir, bucket, keepDiskCopy: false });
  expect(figures).toMatchObject({ skipped: 3, verified: 3, movedTo: null });
  expect((await readdir(dataDir)).filter((name) => name.startsWith('storage'))).toEqual([]);
});
