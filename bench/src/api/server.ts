// Starts a server as its own process (the built app, or the limit server), waits until it
// answers, and samples its resident memory from /proc while it runs.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Running {
  base: string;
  pid: number;
  /** Peak and latest resident memory (MB) since the last reset. */
  memory(): { peakMb: number; nowMb: number };
  resetPeak(): void;
  stop(): Promise<void>;
}

function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

async function waitFor(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no answer from ${base}`);
}

function watch(child: ChildProcess, base: string): Running {
  const pid = child.pid!;
  let peak = 0;
  let now = 0;
  const timer = setInterval(() => {
    now = rssMb(pid);
    peak = Math.max(peak, now);
  }, 200);
  return {
    base,
    pid,
    memory: () => ({ peakMb: Math.max(peak, rssMb(pid)), nowMb: rssMb(pid) }),
    resetPeak: () => {
      peak = rssMb(pid);
    },
    async stop() {
      clearInterval(timer);
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The built server: apps/api/dist/main.js, or another build of it named by BENCH_SERVER. */
export const serverEntry = () =>
  path.resolve(root, process.env.BENCH_SERVER ?? 'apps/api/dist/main.js');

/** The built server on the target's database. */
export async function startApp(opts: {
  port: number;
  dataDir: string;
  url?: string;
  encryptionKey: string;
}): Promise<Running> {
  const main = serverEntry();
  const base = `http://127.0.0.1:${opts.port}`;
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(opts.port),
      APP_URL: base,
      DATA_DIR: opts.dataDir,
      DATA_ENCRYPTION_KEY: opts.encryptionKey,
      ...(opts.url ? { DATABASE_URL: opts.url } : { DATABASE_URL: '' }),
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      ALLOW_DEMO_PAYMENTS: '1',
      // The bench measures the app's work, not its rate limiter's refusals: sign-in alone is
      // 30/min per address by design. The limiter stays on, its limits raised out of reach.
      RATE_LIMIT_FACTOR: '100000',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(base, child).catch(async (error: unknown) => {
    child.kill('SIGTERM');
    throw error;
  });
  return watch(child, base);
}

/** The bare limit server (limit-server.ts) with its spec file. */
export async function startLimit(port: number, specFile: string): Promise<Running> {
  const script = path.join(root, 'bench/src/api/limit-server.ts');
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', script, specFile], {
    cwd: path.join(root, 'bench'),
    env: { ...process.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(base, child);
  return watch(child, base);
}
