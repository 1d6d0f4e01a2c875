import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { diskStorage, diskStoreDir } from '../storage/disk.js';
import { openBucket, s3Storage, type Bucket } from '../storage/s3.js';
import { startTestS3, type TestS3 } from '#test/support/s3.js';
import { createBackup } from './backup.js';
import { restoreBackup } from './restore.js';

// With S3_BUCKET set the stored files are in the bucket: a backup takes them from there, and
// a restore puts them back there (or on disk, for a setup without a bucket). PostgreSQL's
// archive (files only) keeps the test free of a database: pg_dump holds that part.
let s3: TestS3;
let root: string;
let live: Bucket;
let restored: Bucket;
const files = new Map<string, Buffer>();
const postgres = 'postgres://unused@127.0.0.1:9/none';

beforeAll(async () => {
  s3 = await startTestS3(['live', 'restored']);
  root = await mkdtemp(path.join(tmpdir(), 'pc-s3-backup-'));
  live = openBucket(s3.settings('live'));
  restored = openBucket(s3.settings('restored'));
  const storage = s3Storage(live);
  files.set(
    await storage.put('logos', 'png', Buffer.from([0, 255, 1, 254])),
    Buffer.from([0, 255, 1, 254]),
  );
  const pdf = Buffer.from('PCv1 a sealed form');
  files.set(await storage.put('submissions', 'pdf', pdf), pdf);
  await live.write('.paperless/marker', Buffer.from('not a stored file'));
});
afterAll(async () => {
  live.close();
  restored.close();
  await s3.close();
  await rm(root, { recursive: true, force: true });
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

it('backs up the bucket with DATA_DIR and restores it into another bucket, or onto disk', async () => {
  const dataDir = path.join(root, 'data');
  await mkdir(path.join(dataDir, 'storage.migrated-2025-05-01T10-20-30Z', 'logos'), {
    recursive: true,
  });
  await writeFile(path.join(dataDir, 'notes.txt'), 'an operator note');
  const out = path.join(root, 'files.tar.gz');
  const manifest = await createBackup({
    dataDir,
    databaseUrl: postgres,
    out,
    bucketStorage: s3Storage(live),
  });
  expect(manifest.files.map((f) => f.path).sort()).toEqual(
    ['files/notes.txt', ...[...files.keys()].map((k) => `files/storage/${k}`)].sort(),
  );
  for (const [key, bytes] of files) {
    expect(manifest.files.find((f) => f.path === `files/storage/${key}`)?.sha256).toBe(
      sha256(bytes),
    );
  }

  const intoBucket = path.join(root, 'restored-s3');
  await mkdir(intoBucket);
  await restoreBackup({
    dataDir: intoBucket,
    databaseUrl: postgres,
    archive: out,
    bucket: restored,
  });
  for (const [key, bytes] of files) expect((await restored.read(key))?.equals(bytes)).toBe(true);
  // No copy of the stored files stays on the disk of a setup on S3.
  expect((await readdir(intoBucket)).sort()).toEqual(['notes.txt']);

  const ontoDisk = path.join(root, 'restored-disk');
  await mkdir(ontoDisk);
  await restoreBackup({ dataDir: ontoDisk, databaseUrl: postgres, archive: out });
  for (const [key, bytes] of files)
    expect(await readFile(path.join(diskStoreDir(ontoDisk), key))).toEqual(bytes);
});

it('refuses to back up a bucket while stored files still wait on disk', async () => {
  const dataDir = path.join(root, 'unmigrated');
  await diskStorage(dataDir).put('logos', 'png', Buffer.from('left behind'));
  const out = path.join(root, 'refused.tar.gz');
  await expect(
    createBackup({ dataDir, databaseUrl: postgres, out, bucketStorage: s3Storage(live) }),
  ).rejects.toThrow(/still holds stored files: run `npm run storage:migrate` first/);
  expect(existsSync(out)).toBe(false);
});
