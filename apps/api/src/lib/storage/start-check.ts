import type { Config } from '../../config.js';
import { checkBucket } from './bucket-check.js';
import { diskStorage, diskStoreDir } from './disk.js';
import { openBucket } from './s3.js';

/**
 * Run by main.ts before it listens, so a wrong S3 setting stops the start with its name rather
 * than the first patient's submission. With S3_BUCKET set, files still in DATA_DIR/storage
 * would be invisible (every download of them a 404): they must be moved first.
 */
export async function checkStorageAtStart(config: Config): Promise<void> {
  if (!config.s3) return;
  const bucket = openBucket(config.s3);
  try {
    await checkBucket(bucket);
  } finally {
    bucket.close();
  }
  const left = await countDiskFiles(config.dataDir);
  if (left > 0) {
    throw new Error(
      `S3_BUCKET is set, but ${diskStoreDir(config.dataDir)} still holds ${left} stored file(s) ` +
        '(logos, PDFs) that this server could not serve from the bucket. Stop every server and ' +
        'run `npm run storage:migrate` once: it copies them into the bucket, checks each one, ' +
        'and moves the folder aside. Or unset S3_BUCKET to keep the files on disk.',
    );
  }
}

export async function countDiskFiles(dataDir: string): Promise<number> {
  let count = 0;
  for await (const key of diskStorage(dataDir).list()) if (key) count++;
  return count;
}
