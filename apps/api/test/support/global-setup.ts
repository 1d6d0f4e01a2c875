import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { kyselyOverPglite, openDatabase, PGLITE_EXTENSIONS } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import { syncReferenceData } from '../../src/db/reference-data.js';
import { adminQuery, databaseName, withDatabase } from './database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The run's migrated database that each file's starts from: on PGlite a dump of its data
     * directory (a tar file's path), on PostgreSQL a template database's name.
     */
    testDatabase?: string;
  }
}

/**
 * Once per run, before any API test file: one database migrated to the latest schema with its
 * reference data, which each file's database copies. Every file migrating its own cost seconds
 * each, over a hundred times per run (database.ts).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB_ENGINE === 'postgres') return setupPostgres(project);
  const dir = await mkdtemp(path.join(tmpdir(), 'paperless-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const db = kyselyOverPglite(pglite);
  await migrateToLatest(db);
  await syncReferenceData(db);
  const dump = await pglite.dumpDataDir('none');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  project.provide('testDatabase', file);
  return () => rm(dir, { recursive: true, force: true });
}

/** `CREATE DATABASE … TEMPLATE` copies the migrated one's files: ~0.1 s instead of ~3 s. */
async function setupPostgres(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  // One per project (the API's and its process tests' set up side by side).
  const template = `${databaseName(url)}_${project.name.replace(/\W/g, '_')}_template`;
  await adminQuery(url, `drop database if exists ${template} with (force)`);
  await adminQuery(url, `create database ${template}`);
  const { db } = await openDatabase({ url: withDatabase(url, template), poolSize: 1 });
  await migrateToLatest(db);
  await syncReferenceData(db);
  // A template must have no connection open while it is copied.
  await db.destroy();
  project.provide('testDatabase', template);
  return () => adminQuery(url, `drop database if exists ${template} with (force)`);
}
