import { threadId } from 'node:worker_threads';
import { serveThread } from '../../src/lib/threads/serve.js';

/** Test helper: a thread that does as it is told, for runner.test.ts. */
export type TestJob =
  | { kind: 'echo'; text: string }
  | { kind: 'throw'; text: string }
  | { kind: 'spin' }
  | { kind: 'fill' };

serveThread<TestJob, string>(async (job) => {
  if (job.kind === 'echo') return { output: `${job.text} ${threadId}` };
  if (job.kind === 'throw') throw new TypeError(job.text);
  if (job.kind === 'spin') for (;;);
  const kept: number[][] = [];
  for (;;) kept.push(new Array(1_000_000).fill(kept.length));
});
