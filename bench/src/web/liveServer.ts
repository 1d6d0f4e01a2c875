// The built server on a throw-away embedded database with the demo data, and real patient links
// made through the API the way a clinic makes them (send, then read the link from the outbox).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot, webDist } from './firstLoad.js';

const DEMO_PASSWORD = 'DemoPass123!';

export interface LiveServer {
  base: string;
  stop: () => Promise<void>;
}

export async function startServer(port: number, dist = webDist): Promise<LiveServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pc-bench-web-'));
  const base = `http://127.0.0.1:${port}`;
  // BENCH_API_MAIN=apps/api/src/main.ts runs the server from source (for trying a change).
  const main = path.resolve(repoRoot, process.env.BENCH_API_MAIN ?? 'apps/api/dist/main.js');
  const args = main.endsWith('.ts') ? ['--import', 'tsx', main] : [main];
  const child: ChildProcess = spawn(process.execPath, args, {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      WEB_DIST: dist,
      APP_URL: base,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Seeding the demo data takes a while on a busy machine: up to two minutes.
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error('the built server did not start (run npm run build first)');
}

async function call<T>(base: string, route: string, init: RequestInit & { token?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${base}/api${route}`, { ...init, headers });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${route}: ${response.status}`);
  return (await response.json()) as T;
}

async function signIn(base: string, email: string): Promise<string> {
  const body = JSON.stringify({ email, password: DEMO_PASSWORD });
  return (await call<{ token: string }>(base, '/login', { method: 'POST', body })).token;
}

/** Saves a form of the demo clinic's own, as its builder does; returns the form's id. */
export async function createClinicForm(
  base: string,
  title: string,
  fields: readonly unknown[],
): Promise<number> {
  const owner = await signIn(base, 'owner@sunrise.demo');
  const body = JSON.stringify({ title, fields });
  const created = await call<{ data: { id: number } }>(base, '/forms', {
    method: 'POST',
    body,
    token: owner,
  });
  return created.data.id;
}

/**
 * Sends one of the demo clinic's forms (or buckets; the form `formId` when given) to a fresh
 * address; returns the link's path.
 */
export async function makePatientLink(
  base: string,
  kind: 'form' | 'bucket',
  formId?: number,
): Promise<string> {
  const owner = await signIn(base, 'owner@sunrise.demo');
  const list = await call<{ data: { id: number }[] }>(
    base,
    kind === 'form' ? '/forms' : '/buckets',
    {
      token: owner,
    },
  );
  const target = formId === undefined ? list.data[0] : { id: formId };
  if (!target) throw new Error(`the demo clinic has no ${kind}`);
  const email = `bench-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const body =
    kind === 'form'
      ? { formId: target.id, emails: [email] }
      : { bucketId: target.id, emails: [email] };
  await call(base, `/${kind}s/send`, { method: 'POST', body: JSON.stringify(body), token: owner });

  // The link itself is only in the message; the demo's Super Admin reads the outbox.
  const admin = await signIn(base, 'super@paperless.demo');
  const outbox = await call<{ data: { text: string }[] }>(
    base,
    `/outbox?search=${encodeURIComponent(email)}`,
    { token: admin },
  );
  // The outbox masks addresses; the search found this fresh address's one message.
  const text = outbox.data[0]?.text ?? '';
  const link = /\/forms?-fill\/[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no ${kind} link in the outbox message`);
  return link;
}
