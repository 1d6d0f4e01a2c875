import { Worker } from 'node:worker_threads';
import type { SubmissionPdfInput } from '../pdf/render.js';
import { toWire, type RenderReply } from './render-wire.js';

/** Renders submission PDFs on a thread of their own, so no PDF can stall the API. */
export interface PdfRenderer {
  render(input: SubmissionPdfInput): Promise<Uint8Array>;
  /** Ends the thread; a later render starts a new one. */
  close(): Promise<void>;
}

export class PdfRenderFailed extends Error {
  constructor(reason: string) {
    super(`PDF render failed: ${reason}`);
    this.name = 'PdfRenderFailed';
  }
}

/**
 * Where the thread's code is. From the TypeScript sources (vitest, `tsx`, the security tests'
 * child server) a bootstrap registers tsx first; in the bundle (dist/, `npm start`) build.mjs
 * makes the thread an entry of its own beside main.js and the command-line tools.
 */
function threadUrl(): URL {
  return import.meta.url.endsWith('.ts')
    ? new URL('./render-thread.dev.mjs', import.meta.url)
    : new URL('./pdf-render-thread.js', import.meta.url);
}

/**
 * One thread, started on the first render, rendering one PDF at a time (the PDF worker makes
 * them one by one). A render that takes longer than timeoutMs, or that runs the thread out of
 * its memory cap, ends the thread and fails (the job is retried); the next render starts afresh.
 * The thread holds the process open only while it has work, so a command-line tool that made
 * PDFs still exits.
 */
export function createPdfRenderer(options: { timeoutMs?: number } = {}): PdfRenderer {
  const timeoutMs = options.timeoutMs ?? 120_000;
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<
    number,
    { resolve(bytes: Uint8Array): void; reject(error: Error): void; timer: NodeJS.Timeout }
  >();

  function settle(id: number, outcome: Uint8Array | Error) {
    const entry = pending.get(id);
    if (!entry) return;
    pending.delete(id);
    clearTimeout(entry.timer);
    if (outcome instanceof Error) entry.reject(outcome);
    else entry.resolve(outcome);
    if (pending.size === 0) worker?.unref();
  }

  function start(): Worker {
    const thread = new Worker(threadUrl(), {
      // A form that would need more than this is refused rather than taking the server down.
      resourceLimits: { maxOldGenerationSizeMb: 1024 },
    });
    thread.on('message', (reply: RenderReply) =>
      settle(reply.id, 'bytes' in reply ? reply.bytes : new PdfRenderFailed('render')),
    );
    // Only the fact: an error's text might quote an answer.
    thread.on('error', () => undefined);
    thread.on('exit', () => {
      if (worker === thread) worker = undefined;
      for (const id of [...pending.keys()]) settle(id, new PdfRenderFailed('thread ended'));
    });
    return thread;
  }

  return {
    render(input) {
      worker ??= start();
      const thread = worker;
      thread.ref();
      const id = nextId++;
      return new Promise<Uint8Array>((resolve, reject) => {
        const timer = setTimeout(() => void thread.terminate(), timeoutMs);
        pending.set(id, { resolve, reject, timer });
        try {
          thread.postMessage({ id, input: toWire(input) });
        } catch {
          settle(id, new PdfRenderFailed('input'));
        }
      });
    },
    async close() {
      const thread = worker;
      worker = undefined;
      if (thread) await thread.terminate();
    },
  };
}
