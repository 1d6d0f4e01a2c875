import { constants, setPriority } from 'node:os';
import { parentPort, type Transferable } from 'node:worker_threads';
import { errorClassOf, type ThreadReply, type ThreadRequest } from './wire.js';

/**
 * The thread's side of runner.ts: each request is handled and answered with its output (its
 * transfer list moved, not copied), or with only the fact that it failed and the error's class.
 *
 * A thread's work is what the event loop must not wait for, so when the CPU is short, requests
 * come first: on Linux a nice value belongs to a thread, so this lowers this thread only;
 * elsewhere it would lower the whole server, so it is left alone.
 */
export function serveThread<In, Out>(
  handle: (input: In) => Promise<{ output: Out; transfer?: Transferable[] }>,
): void {
  const port = parentPort;
  if (!port) throw new Error('serveThread runs in a worker thread');
  if (process.platform === 'linux') {
    try {
      setPriority(0, constants.priority.PRIORITY_BELOW_NORMAL);
    } catch {
      // Not allowed here (a container without the capability): the thread runs at normal priority.
    }
  }
  port.on('message', (request: ThreadRequest<In>) => {
    void (async () => {
      let reply: ThreadReply<Out>;
      let transfer: Transferable[] = [];
      try {
        const done = await handle(request.input);
        reply = { id: request.id, output: done.output };
        transfer = done.transfer ?? [];
      } catch (error) {
        reply = { id: request.id, failed: true, errorName: errorClassOf(error) };
      }
      port.postMessage(reply, transfer);
    })();
  });
  port.postMessage({ ready: true } satisfies ThreadReply<Out>);
}
