import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { testEngine } from './test/database.js';

// The real entry point in child processes: the embedded database's directory lock, and a clean
// exit on SIGTERM that releases it. Only meaningful on the embedded database.
const main = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'pc-process-'));
const port = 3400 + Math.floor(Math.random() * 500);
const children: ChildProcess[] = [];

function startServer(): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let text = '';
  child.stdout?.on('data', (c: Buffer) => (text += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (text += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

async function healthy(): Promise<boolean> {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

it.skipIf(testEngine !== 'pglite')(
  'refuses a second server on the same data directory and exits cleanly on SIGTERM',
  async () => {
    const first = startServer();
    expect(await healthy()).toBe(true);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);

    const second = startServer();
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another Paperless Clinic process/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  },
  60_000,
);
