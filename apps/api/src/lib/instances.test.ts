import { expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { sharedKeyRefusal, singleInstanceWarning } from './instances.js';

const postgres = 'postgres://app@db.internal:5432/clinic';
const key = Buffer.alloc(32, 7).toString('base64');
const s3 = {
  S3_BUCKET: 'files',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_ACCESS_KEY_ID: 'id',
  S3_SECRET_ACCESS_KEY: 'secret',
};

it('refuses PostgreSQL without a shared key, and says how to make one', () => {
  const refusal = sharedKeyRefusal(
    loadConfig({ DATABASE_URL: postgres, DATA_DIR: '/nonexistent' }),
  );
  expect(refusal).toContain('DATA_ENCRYPTION_KEY is not');
  expect(refusal).toContain('openssl rand -base64 32');
  expect(
    sharedKeyRefusal(loadConfig({ DATABASE_URL: postgres, DATA_ENCRYPTION_KEY: key })),
  ).toBeNull();
  expect(sharedKeyRefusal(loadConfig({}))).toBeNull();
});

it('warns a PostgreSQL instance that keeps files or rate limits to itself', () => {
  const base = { DATABASE_URL: postgres, DATA_ENCRYPTION_KEY: key };
  expect(singleInstanceWarning(loadConfig(base))).toMatch(/S3_BUCKET.*REDIS_URL/);
  expect(singleInstanceWarning(loadConfig({ ...base, ...s3 }))).toMatch(
    /^This instance keeps rate limits in memory \(set REDIS_URL\)/,
  );
  expect(
    singleInstanceWarning(loadConfig({ ...base, ...s3, REDIS_URL: 'redis://127.0.0.1:6379' })),
  ).toBeNull();
  expect(singleInstanceWarning(loadConfig({}))).toBeNull();
});
