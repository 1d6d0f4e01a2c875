// `npm run bench`: starts the built server on a throw-away embedded database with the demo data
// and measures a few routes with autocannon on loopback. Prints figures; asserts nothing.
// The full suite (10,000 companies, PostgreSQL, the bare-Node limit) is the performance issue's.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = 3300;
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

const dataDir = mkdtempSync(path.join(tmpdir(), 'pc-bench-'));
const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: '1', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start (is it built? run npm run build)');
}

async function measure(title: string, path: string, headers: Record<string, string> = {}) {
  const result = await autocannon({
    url: `${base}${path}`,
    headers,
    duration: seconds,
    connections: 10,
  });
  return {
    route: title,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

try {
  await waitForHealth();
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'super@paperless.demo', password: 'DemoPass123!' }),
  });
  const { token } = (await login.json()) as { token: string };
  const rows = [
    await measure('GET /healthz', '/healthz'),
    await measure('GET /api/me (session check)', '/api/me', { authorization: `Bearer ${token}` }),
    await measure('GET /api/outbox (page of 25)', '/api/outbox', {
      authorization: `Bearer ${token}`,
    }),
  ];
  console.log(`\nEmbedded PGlite, ${seconds} s per route, 10 connections, loopback:`);
  console.table(rows);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.on('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
