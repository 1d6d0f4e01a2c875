import { constants, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { renderSubmissionPdf } from '../pdf/render.js';
import { fromWire, type RenderReply, type RenderRequest } from './render-wire.js';

/**
 * The render thread (render-pool.ts starts it): pdf-lib lays out and compresses a PDF in
 * JavaScript, hundreds of milliseconds to seconds of CPU for a large form, so it runs here and
 * the API's event loop keeps answering. Built as its own entry, dist/pdf-render-thread.js.
 */
const port = parentPort;
if (!port) throw new Error('render-thread.ts runs as a worker thread');

/**
 * PDFs are background work: when the CPU is short, requests come first. On Linux a nice value
 * belongs to a thread, so this lowers this thread only; elsewhere it would lower the whole
 * server, so it is left alone.
 */
if (process.platform === 'linux') {
  try {
    setPriority(0, constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {
    // Not allowed here (a container without the capability): the PDFs render at normal priority.
  }
}

port.on('message', (request: RenderRequest) => {
  void (async () => {
    let reply: RenderReply;
    try {
      const bytes = await renderSubmissionPdf(fromWire(request.input));
      reply = { id: request.id, bytes };
    } catch {
      reply = { id: request.id, failed: true };
    }
    port.postMessage(reply, 'bytes' in reply ? [reply.bytes.buffer as ArrayBuffer] : []);
  })();
});
