/** What crosses between a runner (runner.ts) and its thread (serve.ts): structured clones. */
export interface ThreadRequest<In> {
  id: number;
  input: In;
}

/**
 * The job's output, or only that it failed and the class of what was thrown (`ReferenceError`:
 * never its text, which might quote a patient's data); or, once, that the thread has loaded and
 * listens: its time limit runs from then.
 */
export type ThreadReply<Out> =
  { id: number; output: Out } | { id: number; failed: true; errorName: string } | { ready: true };

/**
 * An error's class as the logs may name it: a built-in or library class name is a word, while a
 * name someone built from data would not be one, and is then only 'Error'.
 */
export function errorClassOf(error: unknown): string {
  const name = error instanceof Error ? error.name : typeof error;
  return /^[A-Za-z][A-Za-z0-9_]{0,59}$/.test(name) ? name : 'Error';
}
