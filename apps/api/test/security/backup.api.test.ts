import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { Db } from '../../src/db/database.js';
import { prepareDatabase } from '../../src/db/prepare.js';
import { createBackup } from '../../src/lib/backup/backup.js';
import { dataFiles } from '../../src/lib/backup/manifest.js';
import { restoreBackup } from '../../src/lib/backup/restore.js';
import { readTar, writeTar } from '../../src/lib/backup/tar.js';
import { loadCipher } from '../../src/lib/crypto.js';
import { createTransport } from '../../src/lib/outbox/transports.js';
import { makeLink, refillPolicy, submit, templateFormId } from '../factories/patient-links.js';
import { createClinic } from '../factories/clinics.js';
import { testEngine } from '../support/database.js';
import { reportFigures } from './report.js';

// Backup and restore of the embedded setup (PGlite in DATA_DIR); PostgreSQL uses pg_dump.
const pgliteOnly = it.skipIf(testEngine !== 'pglite');

let root: string;
let dataDir: string;
let archive: string;
const config = () =>
  loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: '' });

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'pc-backup-'));
  dataDir = path.join(root, 'data');
  archive = path.join(root, 'backups', 'one.tar.gz');
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function counts(db: Db): Promise<Record<string, number>> {
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = 'public' order by tablename`.execute(
    db,
  );
  const out: Record<string, number> = {};
  for (const { name } of rows) {
    const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(name)}`.execute(
      db,
    );
    out[name] = r.rows[0]!.n;
  }
  return out;
}

async function fileHashes(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const file of await dataFiles(dataDir)) {
    out[file] = createHash('sha256')
      .update(await readFile(path.join(dataDir, file)))
      .digest('hex');
  }
  return out;
}

/** Opens DATA_DIR as the server does, runs work, closes (releasing the lock). */
async function withServerDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const database = await prepareDatabase(config());
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

pgliteOnly(
  'backs up, wipes, restores and finds the same rows, files and readable answers',
  async () => {
    // A clinic with a submitted form whose PDF is made and stored.
    const seeded = await withServerDb(async (db) => {
      const app = await buildApp({ config: config(), db, transport: createTransport(config()) });
      await app.ready();
      try {
        const clinic = await createClinic(app, db);
        const formId = await templateFormId(db, clinic.id, 7);
        const { token } = await makeLink(db, { companyId: clinic.id, formId });
        expect((await submit(app, token, { formId, fields: refillPolicy() })).statusCode).toBe(201);
        await app.pdfWorker.drain();
        const row = await db
          .selectFrom('submissions')
          .select(['id', 'pdf_status', 'pdf_key'])
          .executeTakeFirstOrThrow();
        expect(row.pdf_status).toBe('ready');
        return { counts: await counts(db), submissionId: row.id };
      } finally {
        await app.close();
      }
    });
    const before = await fileHashes();
    expect(Object.keys(before).some((f) => f.startsWith('storage/') && f.endsWith('.pdf'))).toBe(
      true,
    );

    // While a server holds the directory, a backup is refused (consistency over convenience).
    await writeFile(path.join(dataDir, 'server.lock'), String(process.ppid));
    await expect(createBackup({ dataDir, out: archive })).rejects.toThrow(/stop the server first/);
    await rm(path.join(dataDir, 'server.lock'));

    const manifest = await createBackup({ dataDir, out: archive });
    expect(manifest.tables).toEqual(seeded.counts);
    expect(manifest.files.map((f) => f.path)).toContain('database/pglite.tar');

    await rm(dataDir, { recursive: true, force: true });
    await restoreBackup({ dataDir, archive });

    // A restore never overwrites data by accident.
    await expect(restoreBackup({ dataDir, archive })).rejects.toThrow(/not empty.*--force/);

    expect(await fileHashes()).toEqual(before);
    const after = await withServerDb(async (db) => {
      const row = await db
        .selectFrom('submissions')
        .select('answers')
        .where('id', '=', seeded.submissionId)
        .executeTakeFirstOrThrow();
      return { counts: await counts(db), answers: loadCipher(config()).decryptJson(row.answers!) };
    });
    expect(after.counts).toEqual(seeded.counts);
    // The restored key opens the restored answers.
    expect(after.answers).toMatchObject({ patient_firstname: 'Zelda', patient_lastname: 'Quimby' });

    const rows = Object.values(seeded.counts).reduce((a, b) => a + b, 0);
    reportFigures('backup', {
      tables: Object.keys(seeded.counts).length,
      rows,
      files: Object.keys(before).length,
      mismatches: 0,
    });
  },
  90_000,
);

pgliteOnly('refuses a damaged archive and leaves the data directory as it was', async () => {
  // An archive whose PDF bytes were altered after the manifest was written.
  const damaged = path.join(root, 'damaged.tar.gz');
  async function* altered() {
    for await (const entry of readTar(createReadStream(archive).pipe(createGunzip()))) {
      const data = entry.name.endsWith('.pdf')
        ? Buffer.from(entry.data).fill(65, 0, 8)
        : entry.data;
      yield { name: entry.name, size: data.length, mode: entry.mode, data };
    }
  }
  await pipeline(Readable.from(writeTar(altered())), createGzip(), createWriteStream(damaged));
  const before = await fileHashes();
  const listing = await readdir(dataDir);

  await expect(restoreBackup({ dataDir, archive: damaged, force: true })).rejects.toThrow(
    /does not match its checksum/,
  );
  expect(await fileHashes()).toEqual(before);
  expect(await readdir(dataDir)).toEqual(listing);
});
