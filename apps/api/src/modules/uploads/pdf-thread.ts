import { UPLOAD_MAX_PAGES } from '@paperless/core';
import { serveThread } from '../../lib/threads/serve.js';
import { rebuildPdf, type RebuildOutcome } from './pdf-rebuild.js';

/**
 * The upload thread (pdf.ts starts it): a stranger's PDF is parsed here, under the thread's
 * time and memory limits, so no file can hold the event loop every clinic shares. Built as its
 * own entry, dist/upload-pdf-thread.js.
 */
serveThread<Uint8Array, RebuildOutcome>(async (bytes) => {
  const outcome = await rebuildPdf(bytes, UPLOAD_MAX_PAGES);
  return {
    output: outcome,
    transfer: outcome.kind === 'pdf' ? [outcome.bytes.buffer as ArrayBuffer] : [],
  };
});
