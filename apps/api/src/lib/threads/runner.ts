import { Worker, type ResourceLimits, type Transferable } from 'node:worker_threads';
import type { ThreadReply, ThreadRequest } from './wire.js';

/**
 * Work the event loop must not do (laying out a PDF, parsing a stranger's PDF) runs on a thread
 * of its own. One runner is one thread, started on the first job and doing one job at a time:
 * a job that takes longer than timeoutMs, or runs the thread out of its memory cap, ends the
 * thread and fails, and the next job starts a thread afresh. The thread holds the process open
 * only while it has work, so a command-line tool that used it still exits.
 */
export interface ThreadRunner<In, Out> {
  run(input: In, transfer?: readonly Transferable[]): Promise<Out>;
  /** Ends the thread; a later job starts a new one. Queued jobs fail. */
  close(): Promise<void>;
}

/**
 * Only the fact, its kind and, when the job threw, the class of what it threw: an error's text
 * might quote a patient's answer or file.
 */
export class ThreadJobFailed extends Error {
  constructor(
    readonly thread: string,
    readonly reason: 'failed' | 'timeout' | 'ended' | 'input',
    readonly errorName?: string,
  ) {
    super(`${thread}: job ${reason}`);
    this.name = 'ThreadJobFailed';
  }
}

export interface ThreadEntry {
  /** The thread's name in errors, and its file in the bundle: dist/<name>.js (apps/api/build.mjs). */
  name: string;
  /** Its TypeScript source, `new URL('./x-thread.ts', import.meta.url)` in the caller's module. */
  source: URL;
}

/**
 * From the TypeScript sources (vitest, `tsx`, the security tests' child server) a thread does
 * not inherit the parent's loader, so dev-entry.mjs registers tsx and then loads the source;
 * in the bundle (dist/, `npm start`) every thread is an entry of its own beside main.js.
 */
function workerFor(entry: ThreadEntry, resourceLimits: ResourceLimits): Worker {
  if (import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./dev-entry.mjs', import.meta.url), {
      argv: [entry.source.href],
      resourceLimits,
    });
  }
  return new Worker(new URL(`./${entry.name}.js`, import.meta.url), { resourceLimits });
}

/** What a thread may take to load its code, beyond a job's own time. */
const STARTUP_MS = 60_000;

interface Job<In, Out> {
  id: number;
  input: In;
  transfer: readonly Transferable[];
  resolve(output: Out): void;
  reject(error: Error): void;
}

export function createThreadRunner<In, Out>(options: {
  entry: ThreadEntry;
  timeoutMs: number;
  resourceLimits: ResourceLimits;
}): ThreadRunner<In, Out> {
  const { entry, timeoutMs, resourceLimits } = options;
  const queue: Job<In, Out>[] = [];
  let worker: Worker | undefined;
  let current:
    { job: Job<In, Out>; timer: NodeJS.Timeout | undefined; timedOut: boolean } | undefined;
  /** Whether `worker` has loaded its code and listens. */
  let ready = false;
  let nextId = 1;

  function finish(outcome: { output: Out } | ThreadJobFailed) {
    const running = current;
    if (!running) return;
    current = undefined;
    clearTimeout(running.timer);
    if (outcome instanceof ThreadJobFailed) running.job.reject(outcome);
    else running.job.resolve(outcome.output);
    next();
  }

  function start(): Worker {
    const thread = workerFor(entry, resourceLimits);
    thread.on('message', (reply: ThreadReply<Out>) => {
      if (thread !== worker) return;
      if ('ready' in reply) {
        ready = true;
        if (current) limit(thread, timeoutMs);
        return;
      }
      if (reply.id !== current?.job.id) return;
      finish(
        'output' in reply
          ? { output: reply.output }
          : new ThreadJobFailed(entry.name, 'failed', reply.errorName),
      );
    });
    // Only the fact: the exit below fails the job.
    thread.on('error', () => undefined);
    thread.on('exit', () => {
      if (worker !== thread) return;
      worker = undefined;
      if (current) finish(new ThreadJobFailed(entry.name, current.timedOut ? 'timeout' : 'ended'));
    });
    ready = false;
    return thread;
  }

  /** The running job's time, from now: the thread is ended when it runs out. */
  function limit(thread: Worker, ms: number) {
    if (!current) return;
    clearTimeout(current.timer);
    current.timer = setTimeout(() => {
      if (current) current.timedOut = true;
      void thread.terminate();
    }, ms);
  }

  function next() {
    const job = queue.shift();
    if (!job) {
      worker?.unref();
      return;
    }
    worker ??= start();
    const thread = worker;
    thread.ref();
    current = { job, timer: undefined, timedOut: false };
    // A thread still loading (tsx compiles its sources in development) gets STARTUP_MS for that;
    // the job's own time starts when it says it is ready.
    limit(thread, ready ? timeoutMs : STARTUP_MS + timeoutMs);
    try {
      const request: ThreadRequest<In> = { id: job.id, input: job.input };
      thread.postMessage(request, job.transfer);
    } catch {
      finish(new ThreadJobFailed(entry.name, 'input'));
    }
  }

  return {
    run(input, transfer = []) {
      return new Promise<Out>((resolve, reject) => {
        queue.push({ id: nextId++, input, transfer, resolve, reject });
        if (!current) next();
      });
    },
    async close() {
      for (const job of queue.splice(0)) job.reject(new ThreadJobFailed(entry.name, 'ended'));
      const thread = worker;
      if (!thread) return;
      // Its exit fails the running job; nothing is left to start another thread.
      await thread.terminate();
    },
  };
}
