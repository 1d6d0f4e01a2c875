import { serveThread } from '../../../lib/threads/serve.js';
import { renderSubmissionPdf } from '../pdf/render.js';
import { fromWire, type WireInput } from './render-wire.js';

/**
 * The render thread (render-pool.ts starts it): pdf-lib lays out and compresses a PDF in
 * JavaScript, hundreds of milliseconds to seconds of CPU for a large form, so it runs here and
 * the API's event loop keeps answering. Built as its own entry, dist/pdf-render-thread.js.
 */
serveThread<WireInput, Uint8Array>(async (input) => {
  const bytes = await renderSubmissionPdf(fromWire(input));
  return { output: bytes, transfer: [bytes.buffer as ArrayBuffer] };
});
