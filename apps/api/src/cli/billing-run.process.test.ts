import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { prepareDatabase } from '../db/prepare.js';
import { createTransport } from '../lib/outbox/transports.js';
import { createPlan, signupPayload } from '../modules/signup/testing.js';
import { testEngine } from '../test/database.js';

// `npm run billing:run -- --now ...` as an operator runs it (issue 20: trial reminders and ends
// at a chosen time), on an embedded data directory (only PGlite has the directory lock).
const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), 'billing-run.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'pc-billing-'));
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

async function withDb<T>(work: (db: Db, app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>) {
  const config = loadConfig(env);
  const database = await prepareDatabase(config);
  const app = await buildApp({ config, db: database.db, transport: createTransport(config) });
  try {
    return await work(database.db, app);
  } finally {
    await app.close();
    await database.close();
  }
}

it.skipIf(testEngine !== 'pglite')(
  'runs the trial pass as if the clock read --now, and refuses a --now that is no instant',
  async () => {
    const { companyId, endsAt } = await withDb(async (db, app) => {
      const payload = signupPayload(await createPlan(db), { trial: true });
      const res = await app.inject({ method: 'POST', url: '/api/register-client', payload });
      expect(res.statusCode).toBe(201);
      const row = await db
        .selectFrom('subscriptions as s')
        .innerJoin('companies as c', 'c.id', 's.company_id')
        .select(['c.id', 's.trial_ends_at'])
        .where('c.email', '=', payload.loginEmail)
        .executeTakeFirstOrThrow();
      return { companyId: row.id, endsAt: row.trial_ends_at! };
    });
    const before = (days: number) => new Date(endsAt.getTime() - days * 86_400_000).toISOString();

    const reminded = await runCli('--now', before(4 - 0.001));
    expect(reminded.output).toContain('Trials: 1 reminder(s) sent');
    expect(reminded.code).toBe(0);
    const again = await runCli(`--now=${before(4 - 0.002)}`);
    expect(again.output).toContain('Trials: 0 reminder(s) sent');

    const ended = await runCli('--now', before(-0.001));
    expect(ended.output).toContain('1 suspended without a card');
    const status = await withDb((db) =>
      db
        .selectFrom('subscriptions')
        .select('status')
        .where('company_id', '=', companyId)
        .executeTakeFirstOrThrow(),
    );
    expect(status.status).toBe('suspended');

    for (const bad of ['tomorrow', '2026-12-01T15:00']) {
      const refused = await runCli('--now', bad);
      expect(refused.output).toContain(`Not an instant: '${bad}'`);
      expect(refused.code).toBe(2);
    }
  },
  180_000,
);
