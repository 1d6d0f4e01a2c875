import { afterEach, describe, expect, it } from 'vitest';
import { createThreadRunner, ThreadJobFailed, type ThreadRunner } from './runner.js';
import { errorClassOf } from './wire.js';
import type { TestJob } from '#test/support/test-thread.js';

let runner: ThreadRunner<TestJob, string> | undefined;
afterEach(() => runner?.close());

const start = (timeoutMs = 20_000) =>
  (runner = createThreadRunner<TestJob, string>({
    entry: {
      name: 'test-thread',
      source: new URL('../../../test/support/test-thread.ts', import.meta.url),
    },
    timeoutMs,
    resourceLimits: { maxOldGenerationSizeMb: 64 },
  }));

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('the job should have failed'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(ThreadJobFailed);
      return error as ThreadJobFailed;
    },
  );

describe('errorClassOf', () => {
  it('names a class, never a name made of data', () => {
    expect(errorClassOf(new ReferenceError('x'))).toBe('ReferenceError');
    const made = new Error('x');
    made.name = 'Jane Doe 1970-01-01';
    expect(errorClassOf(made)).toBe('Error');
    expect(errorClassOf('text thrown')).toBe('string');
  });
});

describe('a thread runner', () => {
  it('answers each job in the order given, one at a time', async () => {
    const r = start();
    const answers = await Promise.all(['a', 'b', 'c'].map((text) => r.run({ kind: 'echo', text })));
    expect(answers.map((a) => a.slice(0, 1))).toEqual(['a', 'b', 'c']);
  });

  it("reports a job's error as the fact and its class only, and goes on", async () => {
    const r = start();
    const error = await failure(r.run({ kind: 'throw', text: 'Jane Doe, DOB 1970-01-01' }));
    expect(error.reason).toBe('failed');
    // The class names the cause in the logs (issue 39: a font engine's ReferenceError).
    expect(error.errorName).toBe('TypeError');
    expect(error.message).not.toContain('Jane');
    expect(await r.run({ kind: 'echo', text: 'next' })).toMatch(/^next/);
  });

  it('ends a job past its time, and runs the next on a thread afresh', async () => {
    const r = start(1_500);
    const before = await r.run({ kind: 'echo', text: 'before' });
    const spinning = r.run({ kind: 'spin' });
    const queued = r.run({ kind: 'echo', text: 'after' });
    expect((await failure(spinning)).reason).toBe('timeout');
    const after = await queued;
    expect(after).toMatch(/^after \d+$/);
    expect(after.split(' ')[1]).not.toBe(before.split(' ')[1]);
  }, 30_000);

  it('ends a job past its memory cap, and runs the next', async () => {
    const r = start();
    expect((await failure(r.run({ kind: 'fill' }))).reason).toBe('ended');
    expect(await r.run({ kind: 'echo', text: 'after' })).toMatch(/^after/);
  }, 30_000);

  it('fails the jobs still queued when closed', async () => {
    const r = start();
    const failed = Promise.all([
      failure(r.run({ kind: 'spin' })),
      failure(r.run({ kind: 'echo', text: 'never' })),
    ]);
    await r.close();
    expect((await failed).map((error) => error.reason)).toEqual(['ended', 'ended']);
  });
});
