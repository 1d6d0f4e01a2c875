import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { prepareDatabase } from '../../src/db/prepare.js';
import type { Db } from '../../src/db/database.js';
import { createTransport } from '../../src/lib/outbox/transports.js';

type App = Awaited<ReturnType<typeof buildApp>>;

/**
 * An operator's CLI (`npm run <name> -- …`) on its own embedded data directory (only the
 * embedded database has the directory lock, so these tests run on PGlite): `run` spawns the
 * script as npm would, `withApp` opens the same database with the real server code between
 * runs. The directory goes when the file's tests end.
 */
export function cliHarness(script: 'billing-run' | 'reminders-run') {
  const cli = path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../src/cli',
    `${script}.ts`,
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), `pc-${script}-`));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: 'http://app.test',
  };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  function run(...args: string[]): Promise<{ code: number | null; output: string }> {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
      env: { ...process.env, ...env, DATA_ENCRYPTION_KEY: '', DATA_ENCRYPTION_PREVIOUS_KEYS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
  }

  async function withApp<T>(
    // The shape of a TestApp, so the modules' test helpers take it.
    work: (t: {
      app: App;
      db: Db;
      config: ReturnType<typeof loadConfig>;
      close: () => Promise<void>;
    }) => Promise<T>,
  ): Promise<T> {
    const config = loadConfig(env);
    const database = await prepareDatabase(config);
    const app = await buildApp({ config, db: database.db, transport: createTransport(config) });
    try {
      return await work({ app, db: database.db, config, close: async () => undefined });
    } finally {
      await app.close();
      await database.close();
    }
  }

  return { run, withApp };
}
