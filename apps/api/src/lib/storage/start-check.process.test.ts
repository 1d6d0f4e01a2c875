import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createServerTarget,
  freePort,
  startServer,
  type ServerTarget,
} from '#test/support/server-process.js';
import { startTestS3, type TestS3 } from '#test/support/s3.js';

// The real entry point (main.ts): a wrong S3 setting stops the start, by name, before the
// server listens; never at the first patient's submission.
let s3: TestS3;
let target: ServerTarget;

beforeAll(async () => {
  s3 = await startTestS3(['clinic-files']);
  target = await createServerTarget('s3start');
});
afterAll(async () => {
  await target.drop();
  await s3.close();
});

async function start(env: Record<string, string>) {
  const server = startServer(target, await freePort(), env);
  const code = await Promise.race([
    server.exited,
    new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 30_000)),
  ]);
  if (code === 'still running') server.child.kill('SIGKILL');
  return { code, output: server.output() };
}

it('refuses a bucket that does not exist, naming S3_BUCKET and S3_ENDPOINT', async () => {
  const { code, output } = await start(s3.env('no-such-bucket'));
  expect(code).toBe(1);
  expect(output).toContain(
    `S3_BUCKET "no-such-bucket" is not reachable at S3_ENDPOINT ${s3.endpoint}: NoSuchBucket`,
  );
}, 40_000);

it('refuses credentials the bucket does not take, naming both settings', async () => {
  const { code, output } = await start(s3.env('clinic-files', { S3_ACCESS_KEY_ID: 'NOT-A-KEY' }));
  expect(code).toBe(1);
  expect(output).toContain(
    'S3 credentials (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) were refused by S3_ENDPOINT',
  );
}, 40_000);

it('refuses half an S3 setup as a configuration error', async () => {
  const { code, output } = await start({ S3_BUCKET: 'clinic-files' });
  expect(code).toBe(1);
  expect(output).toMatch(/Invalid configuration:\n\s+S3_ACCESS_KEY_ID: S3_BUCKET is set/);
}, 40_000);
