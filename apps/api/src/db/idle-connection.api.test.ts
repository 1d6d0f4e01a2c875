import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { openDatabase, type Db } from './database.js';
import { adminQuery, testEngine } from '#test/support/database.js';

// PostgreSQL may close a connection the pool holds idle at any time (a restart, a failover, an
// administrator, a proxy). The server must live through it and go on answering: before the pool
// had an error listener, node-postgres's 'error' event ended the process (found by issue 33's
// CI runs, where dropping a test database cut such connections).
const url = process.env.TEST_DATABASE_URL;
const onPostgres = it.runIf(testEngine === 'postgres' && url !== undefined);

async function backend(db: Db): Promise<number> {
  return (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]!.pid;
}

onPostgres(
  'warns in one line when an idle connection is closed, and answers on a new one',
  async () => {
    const { db } = await openDatabase({ url: url!, poolSize: 1 });
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...line: unknown[]) => warnings.push(line.join(' '));
    try {
      const first = await backend(db);
      await adminQuery(url!, `select pg_terminate_backend(${first})`);
      await expect.poll(() => warnings.length).toBe(1);
      expect(warnings[0]).toMatch(
        /^database: an idle connection closed \(57P01: terminating connection due to administrator command\)/,
      );
      expect(await backend(db)).not.toBe(first);
    } finally {
      console.warn = warn;
      await db.destroy();
    }
  },
);

onPostgres('hands the error to the caller that asks for it', async () => {
  const seen: Error[] = [];
  const { db } = await openDatabase({
    url: url!,
    poolSize: 1,
    onIdleConnectionError: (error) => seen.push(error),
  });
  try {
    await adminQuery(url!, `select pg_terminate_backend(${await backend(db)})`);
    await expect.poll(() => seen.length).toBe(1);
    expect((seen[0] as Error & { code?: string }).code).toBe('57P01');
  } finally {
    await db.destroy();
  }
});
