import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { prepareDatabase, type PreparedDatabase } from '../db/prepare.js';
import { loadCipher } from '../lib/crypto.js';
import { readKeyring } from '../lib/keyring.js';
import { createTransport } from '../lib/outbox/transports.js';
import { diskStorage } from '../lib/storage.js';
import { makeLink, recordsRelease, submit, templateFormId } from '#test/factories/patient-links.js';
import { createClinic } from '#test/factories/clinics.js';
import { testEngine } from '#test/support/database.js';

// `npm run keys:rotate` as an operator runs it, on an embedded data directory: first while a
// "server" (this process, holding the lock) runs, then on its own. Only the embedded database
// has the directory lock, so this runs once, with the PGlite engine.
const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), 'keys-rotate.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'pc-keys-'));
const env = { DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test', LOG_LEVEL: 'silent' };
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

/** A submission with its PDF, made by the real server code on the on-disk database. */
async function seed(database: PreparedDatabase): Promise<void> {
  const config = loadConfig(env);
  const app = await buildApp({ config, db: database.db, transport: createTransport(config) });
  try {
    const clinic = await createClinic(app, database.db);
    const formId = await templateFormId(database.db, clinic.id, 1);
    const { token } = await makeLink(database.db, { companyId: clinic.id, formId });
    expect((await submit(app, token, { fields: recordsRelease(), formId })).statusCode).toBe(201);
    await app.pdfWorker.drain();
  } finally {
    await app.close();
  }
}

it.skipIf(testEngine !== 'pglite')(
  'adds a key beside a running server, then re-seals and drops the old key on its own',
  async () => {
    const running = await prepareDatabase(loadConfig(env));
    await seed(running);
    const first = loadCipher({ dataDir }).primaryKeyId();

    const beside = await runCli();
    expect(beside.output).toMatch(/New primary key [0-9a-f]{8}/);
    expect(beside.output).toMatch(/A running server holds .* re-seals/s);
    expect(beside.code).toBe(0);
    expect(readKeyring(dataDir)).toHaveLength(2);
    await running.close();

    const resealed = await runCli('--reseal');
    expect(resealed.output).toMatch(/submissions\.answers: 1 re-sealed/);
    expect(resealed.output).toMatch(/submissions\.pdf \(files\): 1 re-sealed/);
    expect(resealed.output).toMatch(/the old keys can be removed/);
    expect(resealed.code).toBe(0);

    const dropped = await runCli('--drop-old-keys');
    expect(dropped.output).toContain(`Removed 1 old key(s): ${first}.`);
    expect(dropped.code).toBe(0);
    expect(readKeyring(dataDir)).toHaveLength(1);

    // The new key alone opens the answers and the PDF, which is the exact PDF made.
    const database = await prepareDatabase(loadConfig(env));
    try {
      const cipher = loadCipher({ dataDir });
      expect(cipher.primaryKeyId()).not.toBe(first);
      const row = await database.db
        .selectFrom('submissions')
        .select(['answers', 'pdf_key', 'pdf_sha256', 'pdf_key_id'])
        .executeTakeFirstOrThrow();
      expect(row.pdf_key_id).toBe(cipher.primaryKeyId());
      expect(cipher.decryptJson(row.answers!)).toMatchObject({ patient_lastname: 'Quimby' });
      const pdf = cipher.decryptBytes((await diskStorage(dataDir).get(row.pdf_key!))!);
      expect(createHash('sha256').update(pdf).digest('hex')).toBe(row.pdf_sha256);
    } finally {
      await database.close();
    }
    expect((await runCli('--bogus')).code).toBe(2);
  },
  120_000,
);
