import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/server-process.js';

/** The real entry point, run as production runs it (tsx in place of the build). */
const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/main.ts');

/** One app process of the cluster, on a loopback port of its own. */
export interface Instance {
  name: string;
  url: string;
  pid: number;
  /** Everything it wrote, for failure messages. */
  output(): string;
  /** Resolves when the process is gone (with its exit code, null when a signal ended it). */
  exited: Promise<number | null>;
  alive(): boolean;
  /** Until /healthz answers 200; throws with the output if it exits or takes too long. */
  ready(timeoutMs?: number): Promise<void>;
  /** SIGKILL (no shutdown of any kind) and wait until it is gone. */
  kill(): Promise<void>;
  /** Freezes (SIGSTOP) or thaws (SIGCONT) it: it holds whatever it had claimed. */
  freeze(): void;
  thaw(): void;
}

export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (c: Buffer) => (text += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (text += c.toString()));
  let gone = false;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      gone = true;
      resolve(code);
    }),
  );
  const signal = (s: NodeJS.Signals) => {
    if (!gone) child.kill(s);
  };
  return {
    name,
    url,
    pid: child.pid!,
    output: () => text,
    exited,
    alive: () => !gone,
    async ready(timeoutMs = 90_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until && !gone) {
        try {
          if ((await fetch(`${url}/healthz`)).ok) return;
        } catch {
          // Not listening yet.
        }
        await new Promise((r) => setTimeout(r, 150));
      }
      throw new Error(`${name} did not become ready (exited: ${gone}):\n${text}`);
    },
    async kill() {
      // A frozen process takes SIGKILL as well; thawing first is not needed.
      signal('SIGKILL');
      await exited;
    },
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
  };
}
