import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { Db } from '../../src/db/database.js';
import { createTransport } from '../../src/lib/outbox/transports.js';
import { openTestDatabase } from './database.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/** The whole server on a fresh database, as production builds it; env overrides config. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  // Files a test stores (logos, PDFs) go to a directory of its own, removed on close.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'paperless-api-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: 'http://app.test',
    // Proof-of-work challenges a test solves in a few milliseconds (lib/proof-of-work).
    PROOF_OF_WORK_COST: '1',
    PROOF_OF_WORK_COUNTER: '20',
    ...env,
  });
  const { db, drop } = await openTestDatabase();
  const app = await buildApp({ config, db, transport: createTransport(config) });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
