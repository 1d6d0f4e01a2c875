import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { diskStorage, diskStoreDir } from '../lib/storage/disk.js';
import { openBucket } from '../lib/storage/s3.js';
import { startTestS3, type TestS3 } from '#test/support/s3.js';
import {
  createServerTarget,
  freePort,
  startServer,
  type ServerTarget,
} from '#test/support/server-process.js';

// An installation with its files on disk moves them into a bucket: the server refuses S3_BUCKET
// until then, `storage:migrate` copies and verifies them, and the server then serves them.
const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), 'storage-migrate.ts');
let s3: TestS3;
let target: ServerTarget;
let s3Env: Record<string, string>;

beforeAll(async () => {
  s3 = await startTestS3(['clinic-files']);
  s3Env = s3.env('clinic-files');
  target = await createServerTarget('migrate');
});
afterAll(async () => {
  await target.drop();
  await s3.close();
});

function migrate(): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', cli], {
    env: { ...process.env, ...target.env, ...s3Env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

it('refuses to start on a bucket while files wait on disk, then migrates and serves them', async () => {
  // The files an installation on disk has: a logo and a sealed PDF (any bytes will do).
  const disk = diskStorage(target.dataDir);
  const logo = randomBytes(3_000);
  const pdf = Buffer.concat([Buffer.from('PCv1'), randomBytes(5_000)]);
  const logoKey = await disk.put('logos', 'png', logo);
  const pdfKey = await disk.put('submissions', 'pdf', pdf);

  const refused = startServer(target, await freePort(), s3Env);
  expect(await refused.exited).toBe(1);
  expect(refused.output()).toContain('still holds 2 stored file(s)');
  expect(refused.output()).toContain('npm run storage:migrate');

  const first = await migrate();
  expect(first.output).toContain(': 2 new, 0 again');
  expect(first.output).toContain('verified (read back from the bucket, SHA-256 equal): 2 of 2');
  expect(first.code).toBe(0);
  expect(existsSync(diskStoreDir(target.dataDir))).toBe(false);
  const moved = readdirSync(target.dataDir).filter((n) => n.startsWith('storage.migrated-'));
  expect(moved).toHaveLength(1);

  // Safe to run again: there is nothing left to move.
  const again = await migrate();
  expect(again.code).toBe(0);
  expect(again.output).toContain('Nothing to migrate');

  const bucket = openBucket(s3.settings('clinic-files'));
  try {
    expect((await bucket.read(pdfKey))?.equals(pdf)).toBe(true);
  } finally {
    bucket.close();
  }
  const server = startServer(target, await freePort(), s3Env);
  try {
    await server.ready();
    const served = await fetch(`${server.url}/api/${logoKey}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(logo)).toBe(true);
    expect((await fetch(`${server.url}/api/logos/${'0'.repeat(32)}.png`)).status).toBe(404);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}, 120_000);
