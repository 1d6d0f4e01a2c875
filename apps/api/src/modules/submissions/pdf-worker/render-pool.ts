import { createThreadRunner, ThreadJobFailed } from '../../../lib/threads/runner.js';
import type { SubmissionPdfInput } from '../pdf/render.js';
import { toWire, type WireInput } from './render-wire.js';

/** Renders submission PDFs on a thread of their own, so no PDF can stall the API. */
export interface PdfRenderer {
  render(input: SubmissionPdfInput): Promise<Uint8Array>;
  /** Ends the thread; a later render starts a new one. */
  close(): Promise<void>;
}

/** A render that did not end in a PDF: how it ended, and the class of what the render threw. */
export class PdfRenderFailed extends Error {
  constructor(
    /** 'failed' (the render threw), 'timeout', 'ended' (out of memory), 'input', 'render'. */
    readonly reason: string,
    /** The class of what the render threw ('ReferenceError'), never its text. */
    readonly thrown?: string,
  ) {
    super(`PDF render failed: ${reason}`);
    this.name = 'PdfRenderFailed';
  }
}

/**
 * One thread (lib/threads), rendering one PDF at a time (the PDF worker makes them one by one).
 * A render that takes longer than timeoutMs (the PDF_RENDER_TIMEOUT_MS setting), or that runs
 * the thread out of its memory cap, ends the thread and fails (the job is retried); the next
 * render starts afresh.
 */
export function createPdfRenderer(options: { timeoutMs?: number } = {}): PdfRenderer {
  const runner = createThreadRunner<WireInput, Uint8Array>({
    entry: { name: 'pdf-render-thread', source: new URL('./render-thread.ts', import.meta.url) },
    timeoutMs: options.timeoutMs ?? 120_000,
    // A form that would need more than this is refused rather than taking the server down.
    resourceLimits: { maxOldGenerationSizeMb: 1024 },
  });
  return {
    async render(input) {
      try {
        return await runner.run(toWire(input));
      } catch (error) {
        if (error instanceof ThreadJobFailed)
          throw new PdfRenderFailed(error.reason, error.errorName);
        throw new PdfRenderFailed('render');
      }
    },
    close: () => runner.close(),
  };
}
