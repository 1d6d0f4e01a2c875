import { spawn } from 'node:child_process';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '#test/support/server-process.js';

// Security II, finding 5: the server, and a restore, leave DATA_DIR 0700 with every directory
// in it 0700 and every file 0600, even when started with umask 000 (as containers often are)
// and on a directory whose modes were loose. The real entry points run in child processes.
const src = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const root = mkdtempSync(path.join(tmpdir(), 'pc-modes-'));
const dataDir = path.join(root, 'data');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Runs a TypeScript entry point under umask 000; resolves with its exit code and output. */
function run(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(
    '/bin/sh',
    ['-c', 'umask 000; exec "$@"', 'sh', process.execPath, '--import', 'tsx', script, ...args],
    {
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', DATA_ENCRYPTION_KEY: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Starts the server, waits until it answers, stops it (SIGTERM) and waits for the exit. */
async function startAndStop(dir: string): Promise<void> {
  const port = await freePort();
  const server = run(path.join(src, 'main.ts'), [], { DATA_DIR: dir, PORT: String(port) });
  let up = false;
  for (let i = 0; i < 300 && !up; i++) {
    up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (!up) await new Promise((r) => setTimeout(r, 200));
  }
  server.child.kill('SIGTERM');
  expect(await server.exited, server.output()).toBe(0);
  expect(up, server.output()).toBe(true);
}

/** Every entry of a directory (itself included) whose mode is not 0700 (dirs) / 0600 (files). */
function looseModes(dir: string): string[] {
  const loose: string[] = [];
  const check = (target: string) => {
    const stat = lstatSync(target);
    const want = stat.isDirectory() ? 0o700 : 0o600;
    if (!stat.isSymbolicLink() && (stat.mode & 0o777) !== want) {
      loose.push(`${path.relative(root, target)} ${(stat.mode & 0o777).toString(8)}`);
    }
    if (stat.isDirectory()) for (const name of readdirSync(target)) check(path.join(target, name));
  };
  check(dir);
  return loose;
}

function loosen(dir: string): void {
  chmodSync(dir, 0o777);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) loosen(full);
    else if (entry.isFile()) chmodSync(full, 0o666);
  }
}

it('starts on a fresh directory with owner-only modes, even under umask 000', async () => {
  await startAndStop(dataDir);
  expect(readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(0);
  expect(looseModes(dataDir)).toEqual([]);
});

it('tightens a directory whose modes were loose when it starts', async () => {
  mkdirSync(path.join(dataDir, 'storage', 'logos'), { recursive: true });
  writeFileSync(path.join(dataDir, 'storage', 'logos', 'old.png'), 'x');
  loosen(dataDir);
  expect(looseModes(dataDir).length).toBeGreaterThan(10);
  await startAndStop(dataDir);
  expect(looseModes(dataDir)).toEqual([]);
});

it('leaves a restored directory owner-only, whatever modes the archive recorded', async () => {
  loosen(dataDir);
  const archive = path.join(root, 'backup.tar.gz');
  const backup = run(path.join(src, 'cli', 'backup.ts'), [archive], { DATA_DIR: dataDir });
  expect(await backup.exited, backup.output()).toBe(0);
  const target = path.join(root, 'restored');
  const restore = run(path.join(src, 'cli', 'restore.ts'), [archive], { DATA_DIR: target });
  expect(await restore.exited, restore.output()).toBe(0);
  expect(readdirSync(path.join(target, 'storage', 'logos'))).toEqual(['old.png']);
  expect(looseModes(target)).toEqual([]);
});
