/** What crosses between a runner (runner.ts) and its thread (serve.ts): structured clones. */
export interface ThreadRequest<In> {
  id: number;
  input: In;
}

/**
 * The job's output, or only that it failed (an error's text might quote a patient's data); or,
 * once, that the thread has loaded and listens: its time limit runs from then.
 */
export type ThreadReply<Out> =
  { id: number; output: Out } | { id: number; failed: true } | { ready: true };
