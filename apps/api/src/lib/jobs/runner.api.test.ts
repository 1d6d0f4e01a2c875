import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { testEngine } from '#test/support/database.js';
import { writeAudit } from '../audit.js';
import { eventType, recordEvent } from './events.js';
import {
  createJobRunner,
  handlerJobName,
  runnable,
  type Duty,
  type EventHandler,
  type JobRunner,
} from './runner.js';

// The jobs table's runner: an event fans out to its handlers, each done once in its own
// transaction and retried alone; a duty runs once per interval across every instance.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const happened = eventType('test.happened', z.object({ what: z.string() }));
type Happened = z.infer<typeof happened.payload>;

/** A handler whose work is an audit row naming it and the event's key: easy to count. */
const auditing = (name: string, before?: () => Promise<void>): EventHandler<Happened> => ({
  name,
  async run(trx, payload) {
    await before?.();
    await writeAudit(
      trx,
      { userId: null, role: null, companyId: null, ip: null },
      { action: `test.${name}`, targetType: 'test', targetId: payload.what },
    );
  },
});

const done = async (action: string, key: string) =>
  (
    await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', `test.${action}`)
      .where('target_id', '=', key)
      .execute()
  ).length;

const jobsOf = (key: string) =>
  t.db.selectFrom('jobs').selectAll().where('key', '=', key).orderBy('name').execute();

function runner(handlers: EventHandler<Happened>[], duties: Duty[] = [], leaseSeconds = 30) {
  return createJobRunner(t.db, { events: [runnable({ ...happened, handlers })], duties }, silent, {
    leaseSeconds,
    renewMs: 60_000,
  });
}

describe('events', () => {
  it('hands an event to each of its handlers once, and keeps no row of it after', async () => {
    const jobs = runner([auditing('first'), auditing('second')]);
    await recordEvent(t.db, happened, 'e1', { what: 'e1' });
    // Recorded twice (a retried transaction, say): still one event.
    await recordEvent(t.db, happened, 'e1', { what: 'e1' });
    await jobs.drain();
    expect([await done('first', 'e1'), await done('second', 'e1')]).toEqual([1, 1]);
    expect(await jobsOf('e1')).toEqual([]);
    await jobs.drain();
    expect([await done('first', 'e1'), await done('second', 'e1')]).toEqual([1, 1]);
  });

  it('retries a failing handler alone, later, and keeps it as failed after its last try', async () => {
    let failures = 0;
    const flaky = auditing('flaky', async () => {
      failures += 1;
      throw new Error('not now');
    });
    const jobs = runner([auditing('steady'), flaky]);
    await recordEvent(t.db, happened, 'e2', { what: 'e2' });
    await jobs.drain();
    expect(await done('steady', 'e2')).toBe(1);
    const [row] = await jobsOf('e2');
    expect(row).toMatchObject({
      name: handlerJobName('test.happened', 'flaky'),
      state: 'pending',
      attempts: 1,
      locked_until: null,
      last_error: 'Error',
    });
    // Not retried before its back-off has passed.
    expect(row!.run_at.getTime()).toBeGreaterThan(Date.now() + 20_000);
    await jobs.drain();
    expect(failures).toBe(1);
    // The last try: it stays, failed, for a person to look at.
    await t.db
      .updateTable('jobs')
      .set({ attempts: 7, run_at: new Date() })
      .where('key', '=', 'e2')
      .execute();
    await jobs.drain();
    expect(failures).toBe(2);
    expect(await jobsOf('e2')).toEqual([expect.objectContaining({ state: 'failed', attempts: 8 })]);
    expect(await done('flaky', 'e2')).toBe(0);
  });

  // PGlite has one connection: the slow handler's transaction would hold up its rival's claim.
  it.skipIf(testEngine === 'pglite')(
    "undoes a handler's work when its claim lapsed and another instance did it",
    async () => {
      // The slow instance's handler outlives its 1 s lease (no renewal); the other takes the row.
      const slow = runner([auditing('once', () => sleep(2_500))], [], 1);
      const quick = runner([auditing('once')]);
      await recordEvent(t.db, happened, 'e4', { what: 'e4' });
      const first = slow.drain();
      await sleep(1_500);
      await quick.drain();
      await first;
      expect(await done('once', 'e4')).toBe(1);
      expect(await jobsOf('e4')).toEqual([]);
    },
  );

  it('leaves alone the rows of names it does not know', async () => {
    await t.db
      .insertInto('jobs')
      .values({ name: 'test.from-a-newer-version', key: 'e5', payload: '{}' })
      .execute();
    await runner([]).drain();
    expect(await jobsOf('e5')).toEqual([
      expect.objectContaining({ name: 'test.from-a-newer-version', attempts: 0 }),
    ]);
  });
});

describe('duties', () => {
  it('runs each duty once per interval across instances, and again when its time comes', async () => {
    let runs = 0;
    const duty: Duty = {
      name: 'test.counted',
      everyMs: 60_000,
      run: async () => {
        runs += 1;
        await sleep(50);
      },
    };
    const instances: JobRunner[] = [runner([], [duty]), runner([], [duty])];
    for (const i of instances) i.start(20);
    await sleep(600);
    expect(runs).toBe(1);
    const [row] = await t.db
      .selectFrom('jobs')
      .selectAll()
      .where('name', '=', 'test.counted')
      .execute();
    expect(row).toMatchObject({ key: 'schedule', state: 'pending', locked_until: null });
    expect(row!.run_at.getTime()).toBeGreaterThan(Date.now() + 50_000);
    // Its time comes (as if a minute passed): one of the instances runs it once more.
    await t.db
      .updateTable('jobs')
      .set({ run_at: new Date() })
      .where('name', '=', 'test.counted')
      .execute();
    await sleep(600);
    expect(runs).toBe(2);
    await Promise.all(instances.map((i) => i.stop()));
  });

  it('tries a failing duty again at its next time, not sooner', async () => {
    let runs = 0;
    const duty: Duty = {
      name: 'test.failing',
      everyMs: 60_000,
      run: async () => {
        runs += 1;
        throw new TypeError('broken');
      },
    };
    const jobs = runner([], [duty]);
    jobs.start(20);
    await sleep(300);
    await jobs.stop();
    expect(runs).toBe(1);
    expect(
      await t.db
        .selectFrom('jobs')
        .selectAll()
        .where('name', '=', 'test.failing')
        .executeTakeFirst(),
    ).toMatchObject({ state: 'pending', last_error: 'TypeError', locked_until: null });
  });
});
