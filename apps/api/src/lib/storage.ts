import type { Config } from '../config.js';
import { diskStorage } from './storage/disk.js';
import type { Storage } from './storage/keys.js';
import { openBucket, s3Storage } from './storage/s3.js';

export { diskStorage } from './storage/disk.js';
export type { Storage } from './storage/keys.js';

/**
 * The configured store (decision 23, issue 15): an S3 bucket when S3_BUCKET is set, so every
 * instance of a multi-machine setup sees the same files; else DATA_DIR/storage on this disk.
 * main.ts has checked the bucket (storage/start-check.ts) before anything is stored.
 */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  return config.s3 ? s3Storage(openBucket(config.s3)) : diskStorage(config.dataDir);
}
