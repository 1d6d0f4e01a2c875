import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { prepareDatabase } from '../db/prepare.js';
import { createTransport } from '../lib/outbox/transports.js';
import { templateFormId } from '../modules/patient-links/testing.js';
import { nyAt, remindersOf, sendAt } from '../modules/reminders/testing.js';
import { sendLink } from '../modules/sending/testing.js';
import { createClinic } from '../test/clinics.js';
import { testEngine } from '../test/database.js';

// `npm run reminders:run -- --now ...` as an operator runs it, on an embedded data directory
// (only the embedded database has the directory lock, so this runs with the PGlite engine).
const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), 'reminders-run.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'pc-reminders-'));
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  APP_URL: 'http://app.test',
};
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function runCli(...args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
    env: { ...process.env, ...env, DATA_ENCRYPTION_KEY: '', DATA_ENCRYPTION_PREVIOUS_KEYS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

/** Opens the on-disk database with the real server code, runs `work`, and closes it. */
async function withApp<T>(work: (t: Parameters<typeof sendAt>[0]) => Promise<T>): Promise<T> {
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

it.skipIf(testEngine !== 'pglite')(
  'runs one pass as if the clock read --now, and refuses a --now that is no instant',
  async () => {
    const linkId = await withApp(async (t) => {
      const clinic = await createClinic(t.app, t.db);
      const formId = await templateFormId(t.db, clinic.id, 1);
      const { link } = await sendLink(t, clinic, 'cli-patient@example.com', { formId });
      await sendAt(t, link.id, nyAt(7, '10:00'));
      return link.id;
    });

    const due = await runCli(`--now=${nyAt(8, '10:00').toISOString()}`);
    expect(due.output).toContain('Reminders: 1 sent, 0 skipped.');
    expect(due.code).toBe(0);
    await withApp(async (t) => expect(await remindersOf(t, linkId)).toHaveLength(1));

    // A bare local time would be read in the server's zone: refused like any non-instant.
    for (const bad of ['tomorrow', '2026-12-01T15:00']) {
      const refused = await runCli('--now', bad);
      expect(refused.output).toContain(`Not an instant: '${bad}'`);
      expect(refused.code).toBe(2);
    }
  },
  180_000,
);
