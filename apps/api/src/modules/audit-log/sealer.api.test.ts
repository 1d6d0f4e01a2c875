import { ROLE } from '@paperless/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAudit, type AuditActor } from '../../lib/audit.js';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { testEngine } from '#test/support/database.js';
import { createUser } from '#test/factories/users.js';
import { verifyAuditChain } from './chain.js';
import { sealAuditLog } from './sealer.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const actor: AuditActor = { userId: null, role: null, companyId: null, ip: '10.9.9.9' };

async function newRow(action: string): Promise<number> {
  await writeAudit(t.db, actor, { action, targetType: 'test' });
  const row = await t.db
    .selectFrom('audit_log')
    .select('id')
    .where('action', '=', action)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

describe('the append-only guard', () => {
  it('refuses every change to an unsealed row but sealing', async () => {
    const id = await newRow('test.unsealed');
    const refused = [
      sql`update audit_log set action = 'test.innocent' where id = ${id}`,
      // A seal must carry the row's own hash...
      sql`update audit_log set seq = 999999, prev_hash = 'x', hash = 'forged' where id = ${id}`,
      // ...and change nothing else, even with a correct hash for the changed row.
      sql`update audit_log set seq = 999999, prev_hash = 'x', action = 'test.innocent',
        hash = audit_log_row_hash(999999, 'x', id, at, user_id, role, company_id,
          'test.innocent', target_type, target_id, ip, outcome, details) where id = ${id}`,
      sql`delete from audit_log where id = ${id}`,
    ];
    for (const statement of refused) {
      await expect(statement.execute(t.db)).rejects.toThrow(/append-only/);
    }

    expect(await sealAuditLog(t.db)).toBeGreaterThanOrEqual(1);
    const sealed = await t.db
      .selectFrom('audit_log')
      .select(['action', 'seq'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(sealed.action).toBe('test.unsealed');
    expect(sealed.seq).not.toBeNull();
    // Once sealed, not even the seal may change.
    await expect(
      sql`update audit_log set seq = seq + 1000 where id = ${id}`.execute(t.db),
    ).rejects.toThrow(/append-only/);
    expect(await verifyAuditChain(t.db)).toMatchObject({ intact: true });
  });

  it('seals each row once, however many sealers run', async () => {
    await sealAuditLog(t.db);
    for (let i = 0; i < 5; i++) await newRow(`test.batch_${i}`);
    // Sealers racing (two servers, or the server and audit:verify) take turns on the lock.
    const counts = await Promise.all([1, 2, 3].map(() => sealAuditLog(t.db, 2)));
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(5);
    expect(await sealAuditLog(t.db)).toBe(0);
    const report = await verifyAuditChain(t.db);
    expect(report).toMatchObject({ intact: true, unsealed: { rows: 0 } });
  });
});

describe("the server's sealer", () => {
  it('seals committed rows on its own, and stops cleanly', async () => {
    const id = await newRow('test.background');
    // The server's job runner, as main.ts starts it: audit.seal is one of its duties.
    t.app.jobs.start(20);
    try {
      for (let i = 0; ; i++) {
        const row = await t.db
          .selectFrom('audit_log')
          .select('seq')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        if (row.seq !== null) break;
        if (i > 100) throw new Error('the sealer never sealed the row');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await t.app.jobs.stop();
    }
    expect(await verifyAuditChain(t.db)).toMatchObject({ intact: true, unsealed: { rows: 0 } });
  });
});

describe('transactions that write audit rows', () => {
  // PGlite has one connection: two transactions cannot wait on each other there.
  it.skipIf(testEngine === 'pglite')(
    "do not deadlock when one waits on the other's row lock after writing its audit row",
    async () => {
      const user = await createUser(t.db, ROLE.superAdmin);
      let bHasLock!: () => void;
      const bLocked = new Promise<void>((resolve) => (bHasLock = resolve));
      let aPid!: (pid: number) => void;
      const aStarted = new Promise<number>((resolve) => (aPid = resolve));

      // A: writes its audit row first, then needs the user row that B holds.
      const a = t.db.transaction().execute(async (trx) => {
        await bLocked;
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        await writeAudit(trx, actor, { action: 'test.tx_a', targetType: 'user' });
        aPid(rows[0]!.pid);
        await trx.updateTable('users').set({ first_name: 'A' }).where('id', '=', user.id).execute();
      });
      // B: holds the user row, waits until A is blocked on it, then writes its audit row.
      const b = t.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ first_name: 'B' }).where('id', '=', user.id).execute();
        bHasLock();
        const pid = await aStarted;
        for (let i = 0; ; i++) {
          const waiting = await sql<{ n: string }>`select count(*)::text as n from pg_locks
            where pid = ${pid} and not granted`.execute(t.db);
          if (Number(waiting.rows[0]!.n) > 0) break;
          if (i > 200) throw new Error('transaction A never waited on the row lock');
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        // With the chain lock taken at insert, this waited on A while A waited on B.
        await writeAudit(trx, actor, { action: 'test.tx_b', targetType: 'user' });
      });

      await expect(Promise.all([a, b])).resolves.toBeDefined();
      const after = await t.db
        .selectFrom('users')
        .select('first_name')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(after.first_name).toBe('A');
      await sealAuditLog(t.db);
      const sealed = await t.db
        .selectFrom('audit_log')
        .select(['action', 'seq'])
        .where('action', 'in', ['test.tx_a', 'test.tx_b'])
        .execute();
      expect(sealed).toHaveLength(2);
      expect(sealed.every((r) => r.seq !== null)).toBe(true);
      expect(await verifyAuditChain(t.db)).toMatchObject({ intact: true });
    },
  );
});
