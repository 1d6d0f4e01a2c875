import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { hashToken } from './lib/tokens.js';
import { refillPolicy } from '#test/factories/patient-links.js';
import {
  createServerTarget,
  freePort,
  startServer as startServerProcess,
  type ServerTarget,
} from '#test/support/server-process.js';
import { patientAddress, seedClinic, seedLinks } from '#test/factories/server-seed.js';
import { testEngine } from '#test/support/database.js';

// The real entry point in child processes: the embedded database's directory lock, and a clean
// exit on SIGTERM that releases it. Only meaningful on the embedded database.
const main = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
const children: ChildProcess[] = [];
const targets: ServerTarget[] = [];
afterAll(async () => {
  children.forEach((c) => c.kill('SIGKILL'));
  for (const t of targets) await t.drop();
});

/**
 * The real server on a data directory and a free port of its own. A fixed or random port could
 * be taken by something else on a CI machine, and the first start on a new directory (database
 * files, migrations) can take longer than 30 s on a busy one: ready() waits for /healthz, stops
 * at once if the child exits, and its error carries the child's output.
 */
async function lockTarget() {
  const target = await createServerTarget('lock');
  targets.push(target);
  const port = await freePort();
  const start = () => {
    const server = startServerProcess(target, port);
    children.push(server.child);
    return server;
  };
  return { dataDir: target.dataDir, start };
}

it.skipIf(testEngine !== 'pglite')(
  'refuses a second server on the same data directory and exits cleanly on SIGTERM',
  async () => {
    const { dataDir, start } = await lockTarget();
    const first = start();
    await first.ready(90_000);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);

    const second = start();
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another Paperless Clinic process/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  },
  150_000,
);

it.skipIf(testEngine !== 'pglite')(
  'exits cleanly on SIGINT too, releasing the lock',
  async () => {
    const { dataDir, start } = await lockTarget();
    const server = start();
    await server.ready(90_000);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
    server.child.kill('SIGINT');
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  },
  150_000,
);

// On both engines: SIGTERM while submissions are in flight finishes them before the database
// closes. The requests are held in flight by their senders: headers sent, body not finished,
// until the signal has arrived; each must then still be answered 201 and be stored.

/** A raw HTTP request whose body is sent in two parts, so the test decides when it ends. */
function heldRequest(port: number, path: string, body: string, headers: Record<string, string>) {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (c: Buffer) => (answer += c.toString()));
  const closed = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(answer));
    socket.on('error', () => undefined);
  });
  const head = Object.entries({
    host: `127.0.0.1:${port}`,
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
    ...headers,
  }).map(([k, v]) => `${k}: ${v}\r\n`);
  socket.write(`POST ${path} HTTP/1.1\r\n${head.join('')}\r\n${body.slice(0, 10)}`);
  return {
    finish() {
      // write, not end: a client that half-closes its side gets no answer from Node's server.
      socket.write(body.slice(10));
    },
    /** The status of the answer; 0 when the connection closed without one. */
    async status() {
      return Number(/^HTTP\/1\.1 (\d{3})/.exec(await closed)?.[1] ?? 0);
    },
  };
}

it('finishes the requests in flight when SIGTERM arrives', async () => {
  const target = await createServerTarget('shutdown');
  targets.push(target);
  const { formId, tokens } = await target.withDb(async (db) => {
    const clinic = await seedClinic(db);
    return { formId: clinic.formId, tokens: await seedLinks(db, clinic, 10) };
  });
  const port = await freePort();
  // info: the server logs each incoming request, which tells us they have all arrived.
  const server = startServerProcess(target, port, { LOG_LEVEL: 'info' });
  children.push(server.child);
  await server.ready();

  const body = JSON.stringify({ formId, fields: refillPolicy() });
  const requests = tokens.map((token, n) =>
    heldRequest(port, `/api/public/links/${token}/submit`, body, {
      'x-forwarded-for': patientAddress(n),
    }),
  );
  const arrivedCount = () =>
    server.output().match(/"method":"POST".*incoming request/g)?.length ?? 0;
  for (let i = 0; i < 300 && arrivedCount() < tokens.length; i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(arrivedCount()).toBe(tokens.length);

  server.child.kill('SIGTERM');
  // Closing waits for them: the process is still there while their bodies are outstanding.
  await new Promise((r) => setTimeout(r, 500));
  expect(server.child.exitCode).toBeNull();
  for (const r of requests) r.finish();
  const statuses = await Promise.all(requests.map((r) => r.status()));
  expect(await server.exited).toBe(0);
  if (target.engine === 'pglite') {
    expect(existsSync(path.join(target.dataDir, 'server.lock'))).toBe(false);
  }

  expect(statuses).toEqual(tokens.map(() => 201));
  const stored = await target.withDb((db) =>
    db
      .selectFrom('form_links as l')
      .innerJoin('encounters as e', 'e.link_id', 'l.id')
      .select('l.token_hash')
      .execute(),
  );
  expect(new Set(stored.map((r) => r.token_hash))).toEqual(new Set(tokens.map(hashToken)));
}, 120_000);

/** main.ts with this environment until it exits by itself: its exit code and output. */
async function refusedStart(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, output };
}

it('refuses to start on PostgreSQL without DATA_ENCRYPTION_KEY, saying how to make one', async () => {
  const refusedDir = mkdtempSync(path.join(tmpdir(), 'pc-no-key-'));
  // The refusal comes before any connection: an address where nothing listens will do.
  const env = {
    DATA_DIR: refusedDir,
    DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none',
    DATA_ENCRYPTION_KEY: '',
  };
  const fresh = await refusedStart(env);
  expect(fresh.code).toBe(1);
  expect(fresh.output).toContain('DATABASE_URL is set (PostgreSQL) but DATA_ENCRYPTION_KEY is not');
  expect(fresh.output).toContain('openssl rand -base64 32');
  expect(fresh.output).toContain('every instance');
  expect(existsSync(path.join(refusedDir, 'encryption.keys'))).toBe(false);

  // An installation whose data a keyring file sealed is told to carry its keys over.
  writeFileSync(path.join(refusedDir, 'encryption.keys'), `${'A'.repeat(43)}=\n`);
  const upgraded = await refusedStart(env);
  expect(upgraded.code).toBe(1);
  expect(upgraded.output).toContain(`This DATA_DIR has a keyring (${refusedDir}/encryption.keys)`);
  rmSync(refusedDir, { recursive: true, force: true });
}, 60_000);
