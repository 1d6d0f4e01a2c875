import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { loadConfig } from '../../src/config.js';
import type { S3Settings } from '../../src/lib/storage/s3.js';

/** s3rver's one account. It checks the key id; it cannot check a V4 signature's secret. */
export const S3RVER_KEY = 'S3RVER';

export interface TestS3 {
  endpoint: string;
  /** The S3_* environment of a bucket on this server (it need not exist). */
  env(bucket: string, extra?: Record<string, string>): Record<string, string>;
  settings(bucket: string, extra?: Record<string, string>): S3Settings;
  close(): Promise<void>;
}

/** A real S3 server (s3rver) on a free loopback port, its files in a temp dir of its own. */
export async function startTestS3(buckets: string[]): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'pc-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = (bucket: string, extra: Record<string, string> = {}) => ({
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: S3RVER_KEY,
    S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    S3_FORCE_PATH_STYLE: '1',
    ...extra,
  });
  return {
    endpoint,
    env,
    settings(bucket, extra) {
      return loadConfig({ DATA_DIR: directory, ...env(bucket, extra) }).s3!;
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
