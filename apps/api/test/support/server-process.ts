import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../src/config.js';
import type { Db } from '../../src/db/database.js';
import { prepareDatabase } from '../../src/db/prepare.js';
import { loadCipher, type Cipher } from '../../src/lib/crypto.js';
import { adminQuery, testEngine, withDatabase } from './database.js';

/**
 * The real server (src/main.ts) in a child process, on a data directory (and, for PostgreSQL, a
 * database) of its own, for the evidence that needs a process to kill or to watch: crash safety
 * and the soak. The test process opens the same database directly to seed and to check, only while
 * no child holds it (PGlite is one process's database).
 */
const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/main.ts');

export interface ServerTarget {
  engine: 'pglite' | 'postgres';
  dataDir: string;
  /** The environment the child server (and a direct open) gets. */
  env: Record<string, string>;
  /** Opens the database as the server would (lock, migrate), runs work, closes it. */
  withDb<T>(work: (db: Db, cipher: Cipher) => Promise<T>): Promise<T>;
  drop(): Promise<void>;
}

export async function createServerTarget(name: string): Promise<ServerTarget> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `pc-${name}-`));
  let databaseUrl = '';
  // On PostgreSQL the server refuses to start without a key from the environment (issue 15).
  let encryptionKey: Record<string, string> = {};
  let dropDatabase = async () => {};
  if (testEngine === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
    const database = `${name}_${randomBytes(5).toString('hex')}`;
    await adminQuery(base, `create database ${database}`);
    databaseUrl = withDatabase(base, database);
    dropDatabase = () => adminQuery(base, `drop database if exists ${database} with (force)`);
    encryptionKey = { DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64') };
  }
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    ...encryptionKey,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Each simulated patient comes from an address of its own (X-Forwarded-For), as in real
    // use, so per-address rate limits see many patients rather than one flooding client.
    TRUST_PROXY: '1',
  };
  return {
    engine: testEngine,
    dataDir,
    env,
    async withDb(work) {
      const config = loadConfig(env);
      const database = await prepareDatabase(config);
      try {
        return await work(database.db, loadCipher(config));
      } finally {
        await database.close();
      }
    },
    async drop() {
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  url: string;
  /** Everything the child wrote, for failure messages. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Waits until /healthz answers 200; throws with the child's output otherwise. */
  ready(timeoutMs?: number): Promise<void>;
  /** Resident memory of the child in MB, from /proc (Linux). */
  rssMb(): number;
}

export function startServer(
  target: ServerTarget,
  port: number,
  env: Record<string, string> = {},
): ServerProcess {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, ...target.env, PORT: String(port), APP_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (c: Buffer) => (text += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (text += c.toString()));
  let code: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (c) => {
      code = c;
      resolve(c);
    }),
  );
  return {
    child,
    pid: child.pid!,
    url,
    output: () => text,
    exited,
    async ready(timeoutMs = 60_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until && code === undefined) {
        try {
          if ((await fetch(`${url}/healthz`)).ok) return;
        } catch {
          // Not listening yet.
        }
        await new Promise((r) => setTimeout(r, 150));
      }
      throw new Error(`server did not become ready (exit ${String(code)}):\n${text}`);
    },
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
      return kb / 1024;
    },
  };
}
