// Starts the built app for the browser tests on a throw-away data directory with the demo data,
// on a fresh PostgreSQL database when TEST_DATABASE_URL is set (database.mjs).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set for the e2e server');
rmSync(dataDir, { recursive: true, force: true });

const { E2E_ADMIN_URL: adminUrl, E2E_DATABASE: database } = process.env;
if (adminUrl && database) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${database}" with (force)`);
  await admin.query(`create database "${database}"`);
  await admin.end();
}

const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/api/dist/main.js');
await import(pathToFileURL(main).href);
