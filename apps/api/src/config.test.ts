import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const bucket = {
  S3_BUCKET: 'clinic-files',
  S3_ENDPOINT: 'http://minio.internal:9000/',
  S3_ACCESS_KEY_ID: 'id',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('S3 storage settings', () => {
  it('stay on disk when S3_BUCKET is unset', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: '', S3_PREFIX: '' }).s3).toBeUndefined();
  });

  it('read a whole setup, with the region default and a normalised prefix', () => {
    expect(loadConfig({ ...bucket, S3_FORCE_PATH_STYLE: '1', S3_PREFIX: '/clinic-a/' }).s3).toEqual(
      {
        bucket: 'clinic-files',
        endpoint: 'http://minio.internal:9000',
        region: 'us-east-1',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
        forcePathStyle: true,
        prefix: 'clinic-a/',
      },
    );
    expect(loadConfig({ ...bucket, S3_ENDPOINT: '', S3_REGION: 'eu-west-3' }).s3).toMatchObject({
      endpoint: undefined,
      region: 'eu-west-3',
      prefix: '',
    });
  });

  it.each([
    [
      { S3_BUCKET: 'b' },
      /S3_ACCESS_KEY_ID: S3_BUCKET is set[\s\S]*S3_SECRET_ACCESS_KEY: S3_BUCKET is set/,
    ],
    [{ ...bucket, S3_SECRET_ACCESS_KEY: '' }, /S3_SECRET_ACCESS_KEY: S3_BUCKET is set/],
    [{ S3_ENDPOINT: 'http://minio:9000' }, /S3_ENDPOINT: is set but S3_BUCKET is not/],
    [
      { S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 's' },
      /S3_ACCESS_KEY_ID: is set but S3_BUCKET/,
    ],
    [{ ...bucket, S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT: an http:\/\/ or https:\/\/ address/],
    [{ ...bucket, S3_PREFIX: 'a/../b' }, /S3_PREFIX: no "\.\." part/],
    [{ ...bucket, S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE/],
  ])('refuse a partial or malformed setup by name: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
