import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { lockDataDir } from './lock.js';

it('refuses a data directory another running process holds, with a clear message', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pc-lock-'));
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
  try {
    writeFileSync(path.join(dir, 'server.lock'), String(other.pid));
    expect(() => lockDataDir(dir)).toThrow(/in use by another Paperless Clinic process/);
  } finally {
    other.kill();
  }
});

it('takes over a lock left by a process that has died, and releases it', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pc-lock-'));
  const dead = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => dead.on('exit', resolve));
  writeFileSync(path.join(dir, 'server.lock'), String(dead.pid));
  const release = lockDataDir(dir);
  expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
  release();
  expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
});
