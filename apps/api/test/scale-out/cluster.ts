import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { loadConfig } from '../../src/config.js';
import type { Db } from '../../src/db/database.js';
import { prepareDatabase, type PreparedDatabase } from '../../src/db/prepare.js';
import { loadCipher, type Cipher } from '../../src/lib/crypto.js';
import { adminQuery } from '../support/database.js';
import { startTestS3, type TestS3 } from '../support/s3.js';
import { startInstance, type Instance } from './instance.js';
import { startMailSink, type MailSink } from './mail-sink.js';

const CLI_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/cli');
const BUCKET = 'pc-scale';

/**
 * What several app instances share, made fresh for one test: a PostgreSQL database of its own
 * on the server of TEST_DATABASE_URL, a key prefix in the Redis of TEST_REDIS_URL, an S3 bucket
 * on a local s3rver, a counting mail server and one encryption key. Each instance gets its own
 * DATA_DIR: nothing they share goes through a disk. The test process opens the database too,
 * to seed and to check what the instances did.
 */
export interface Cluster {
  /** The environment every instance (and command-line run) gets, DATA_DIR aside. */
  env: Record<string, string>;
  db: Db;
  cipher: Cipher;
  sink: MailSink;
  /** Starts one more instance and waits until it answers /healthz. */
  start(name: string): Promise<Instance>;
  /** Runs `apps/api/src/cli/<script>.ts` as an operator would, beside the instances. */
  cli(script: string, args: string[]): Promise<{ code: number | null; output: string }>;
  close(): Promise<void>;
}

export async function startCluster(urls: { database: string; redis: string }): Promise<Cluster> {
  const tag = randomBytes(5).toString('hex');
  const database = `pc_scale_${tag}`;
  await adminQuery(urls.database, `create database ${database}`);
  const databaseUrl = new URL(urls.database);
  databaseUrl.pathname = `/${database}`;
  const dirs: string[] = [];
  const dir = (name: string) => {
    const made = mkdtempSync(path.join(tmpdir(), `pc-scale-${name}-`));
    dirs.push(made);
    return made;
  };
  const redisPrefix = `pc-scale-${tag}:`;
  let s3: TestS3 | undefined;
  let sink: MailSink | undefined;
  let prepared: PreparedDatabase | undefined;
  const instances: Instance[] = [];

  async function close(): Promise<void> {
    // Every child goes, whatever state the test left it in (frozen ones take SIGKILL too).
    await Promise.all(instances.map((i) => i.kill()));
    await prepared?.close().catch(() => undefined);
    await adminQuery(urls.database, `drop database if exists ${database} with (force)`);
    await s3?.close().catch(() => undefined);
    await sink?.close().catch(() => undefined);
    await forgetRedisKeys(urls.redis, redisPrefix).catch(() => undefined);
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }

  try {
    s3 = await startTestS3([BUCKET]);
    sink = await startMailSink();
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: urls.redis,
      REDIS_KEY_PREFIX: redisPrefix,
      DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      SMTP_URL: sink.url,
      // The one address patients and staff see, as behind a load balancer.
      APP_URL: 'http://clinic.localhost',
      // Patients come from addresses of their own (X-Forwarded-For), as in real use.
      TRUST_PROXY: '1',
      ...s3.env(BUCKET, { S3_REGION: 'us-east-1' }),
    };
    const own = loadConfig({ ...env, DATA_DIR: dir('seed') });
    prepared = await prepareDatabase(own);
    const cipher = loadCipher(own);
    return {
      env,
      db: prepared.db,
      cipher,
      sink,
      async start(name) {
        const instance = await startInstance(name, { ...env, DATA_DIR: dir(name) });
        instances.push(instance);
        await instance.ready();
        return instance;
      },
      cli: (script, args) => runCli(script, args, { ...env, DATA_DIR: dir('cli') }),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

function runCli(script: string, args: string[], env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(CLI_DIR, `${script}.ts`), ...args],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

/** The rate-limit counters of this run, so the shared Redis keeps nothing of it. */
async function forgetRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
