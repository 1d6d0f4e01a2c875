import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBucket } from './bucket-check.js';
import { keysOf, storageContract } from '#test/support/storage-contract.js';
import { openBucket, s3Storage, type Bucket } from './s3.js';
import { startTestS3, type TestS3 } from '#test/support/s3.js';

let s3: TestS3;
const opened: Bucket[] = [];
const bucketOf = (name: string, extra?: Record<string, string>) => {
  const bucket = openBucket(s3.settings(name, extra));
  opened.push(bucket);
  return bucket;
};

beforeAll(async () => {
  s3 = await startTestS3(['contract', 'shared']);
});
afterAll(async () => {
  for (const bucket of opened) bucket.close();
  await s3.close();
});

storageContract('S3', async () => {
  const bucket = bucketOf('contract');
  return {
    storage: s3Storage(bucket),
    writeRaw: (name, bytes) => bucket.write(name, bytes),
    close: async () => {},
  };
});

describe('S3 store', () => {
  it('keeps installations apart under S3_PREFIX in one bucket', async () => {
    const a = s3Storage(bucketOf('shared', { S3_PREFIX: '/clinic-a/' }));
    const b = s3Storage(bucketOf('shared', { S3_PREFIX: 'clinic-b' }));
    const key = await a.put('logos', 'png', Buffer.from('a'));
    expect(await a.get(key)).toEqual(Buffer.from('a'));
    expect(await b.get(key)).toBeNull();
    expect(await keysOf(b)).toEqual([]);
    expect(await bucketOf('shared').read(`clinic-a/${key}`)).toEqual(Buffer.from('a'));
  });

  it('throws, rather than answer "no such file", when the bucket is missing', async () => {
    const missing = s3Storage(bucketOf('no-such-bucket'));
    await expect(missing.get(`logos/${'a'.repeat(32)}.png`)).rejects.toThrow(/bucket/i);
    await expect(missing.put('logos', 'png', Buffer.from('x'))).rejects.toThrow(/bucket/i);
  });

  it('throws when the credentials are refused', async () => {
    const refused = s3Storage(bucketOf('contract', { S3_ACCESS_KEY_ID: 'NOT-A-KEY' }));
    await expect(refused.get(`logos/${'a'.repeat(32)}.png`)).rejects.toThrow(/Access Key Id/);
  });
});

describe('the bucket check at start', () => {
  it('passes on a usable bucket and leaves nothing behind', async () => {
    const bucket = bucketOf('shared', { S3_PREFIX: 'check' });
    await checkBucket(bucket);
    const names: string[] = [];
    for await (const name of bucket.names()) names.push(name);
    expect(names).toEqual([]);
  });

  it('names S3_BUCKET and the endpoint when the bucket does not exist', async () => {
    await expect(checkBucket(bucketOf('no-such-bucket'))).rejects.toThrow(
      `S3_BUCKET "no-such-bucket" is not reachable at S3_ENDPOINT ${s3.endpoint}: NoSuchBucket`,
    );
  });

  it('names the credential settings when they are refused', async () => {
    await expect(
      checkBucket(bucketOf('contract', { S3_ACCESS_KEY_ID: 'NOT-A-KEY' })),
    ).rejects.toThrow(/^S3 credentials \(S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY\) were refused/);
  });

  it('names S3_ENDPOINT when nothing answers there', async () => {
    await expect(
      checkBucket(bucketOf('contract', { S3_ENDPOINT: 'http://127.0.0.1:9' })),
    ).rejects.toThrow(/not reachable at S3_ENDPOINT http:\/\/127\.0\.0\.1:9: .*Check S3_ENDPOINT/);
  });
});
