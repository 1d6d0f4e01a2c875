import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { Db } from '../../src/db/database.js';
import type { LogStream } from '../../src/lib/logger.js';
import { createTransport } from '../../src/lib/outbox/transports.js';
import { openTestDatabase } from './database.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/**
 * The whole server on a fresh database, as production builds it; env overrides config, and a
 * `logStream` takes the log (LOG_LEVEL in env says how much of it).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  logStream?: LogStream,
): Promise<TestApp> {
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
  const app = await buildApp({ config, db, transport: createTransport(config), logStream });
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

/** A world's config: as given, or read when the app is made (an address known only by then). */
export type WorldEnv = Record<string, string> | (() => Record<string, string>);

/**
 * One app for a test file: made before its tests, closed after them; `more` adds what its tests
 * share. Its fields are there once beforeAll has run: read them inside tests and hooks.
 */
export function appWorld<More extends object = object>(
  options: { env?: WorldEnv; logStream?: LogStream } = {},
  more?: (t: TestApp) => Promise<More>,
): TestApp & More {
  const world = {} as TestApp & More;
  beforeAll(async () => {
    const { env, logStream } = options;
    Object.assign(world, await createTestApp(typeof env === 'function' ? env() : env, logStream));
    if (more) Object.assign(world, await more(world));
  });
  // Unset when beforeAll failed before the app existed: its own error is the one to read.
  afterAll(() => (world.close as TestApp['close'] | undefined)?.());
  return world;
}
