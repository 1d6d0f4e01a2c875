import { ROLE } from '@paperless/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { anonymous, writeAudit } from '../../lib/audit.js';
import { createTestApp, type TestApp } from '#test/support/app.js';
import { bearer, createUser, loginAs } from '#test/factories/users.js';
import { GENESIS_HASH, verifyAuditChain } from './chain.js';
import { sealAuditLog } from './sealer.js';

/**
 * What a superuser could do: lift the append-only trigger and change the log behind it. The row
 * is kept aside first and put back after the check, so every case runs on the same log.
 */
async function tampered(db: Db, seq: number, change: ReturnType<typeof sql>) {
  await sql`create table audit_saved as select * from audit_log where seq = ${seq}`.execute(db);
  await sql`alter table audit_log disable trigger audit_log_no_change`.execute(db);
  await change.execute(db);
  await sql`alter table audit_log enable trigger audit_log_no_change`.execute(db);
  return async function restore() {
    await sql`alter table audit_log disable trigger audit_log_no_change`.execute(db);
    await sql`alter table audit_log disable trigger audit_log_unsealed`.execute(db);
    await sql`delete from audit_log where seq = ${seq}`.execute(db);
    await sql`insert into audit_log select * from audit_saved`.execute(db);
    await sql`alter table audit_log enable trigger audit_log_unsealed`.execute(db);
    await sql`alter table audit_log enable trigger audit_log_no_change`.execute(db);
    await sql`drop table audit_saved`.execute(db);
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the audit hash chain', () => {
  it('seals 50 concurrent requests into one chain, seq 1..N without gaps', async () => {
    const admin = await loginAs(t.app, await createUser(t.db, ROLE.superAdmin));
    await sealAuditLog(t.db);
    const before = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    // Each request writes its own audit row (audit_log.view), on its own connection on PostgreSQL.
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'GET',
          url: `/api/audit-log?per_page=1&action=parallel-${i}`,
          headers: bearer(admin.token),
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 200));
    // Committed but not sealed yet: outside the chain, and not an error.
    const waiting = await verifyAuditChain(t.db);
    expect(waiting).toMatchObject({ intact: true, rows: Number(before.n) });
    expect(waiting.unsealed.rows).toBe(50);

    expect(await sealAuditLog(t.db, 7)).toBe(50);
    const report = await verifyAuditChain(t.db, { batchSize: 7 });
    expect(report).toMatchObject({
      intact: true,
      firstBrokenSeq: null,
      reason: null,
      unsealed: { rows: 0, oldestAt: null },
    });
    expect(report.rows).toBe(Number(before.n) + 50);
    const seqs = await t.db.selectFrom('audit_log').select('seq').orderBy('seq').execute();
    expect(seqs.map((r) => Number(r.seq))).toEqual(seqs.map((_, i) => i + 1));
  });

  it('hashes any field content the same way in the database and in Node', async () => {
    await writeAudit(
      t.db,
      { userId: null, role: 'Ünïcode | role', companyId: null, ip: '::1' },
      {
        action: 'test.odd|chars',
        outcome: 'failure',
        targetType: 'x:1|',
        targetId: 'line\nbreak "quoted" ~',
        details: { emoji: '🩺', nested: { list: [1, 'two', null] }, pipe: '|~' },
      },
    );
    expect(await sealAuditLog(t.db)).toBe(1);
    const report = await verifyAuditChain(t.db);
    expect(report.intact).toBe(true);
    expect(report.head?.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('ignores a seq, prev_hash or hash a caller tries to set', async () => {
    await sql`insert into audit_log (action, outcome, seq, prev_hash, hash)
      values ('test.forged', 'success', 999999, ${GENESIS_HASH}, 'forged')`.execute(t.db);
    const forged = t.db
      .selectFrom('audit_log')
      .select(['seq', 'prev_hash', 'hash'])
      .where('action', '=', 'test.forged');
    expect(await forged.executeTakeFirstOrThrow()).toEqual({
      seq: null,
      prev_hash: null,
      hash: null,
    });
    await sealAuditLog(t.db);
    const row = await forged.executeTakeFirstOrThrow();
    expect(Number(row.seq)).not.toBe(999999);
    expect(row.hash).not.toBe('forged');
    expect((await verifyAuditChain(t.db)).intact).toBe(true);
  });

  it('refuses to truncate the log', async () => {
    await expect(sql`truncate audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
  });
});

describe('tampering', () => {
  // The same log as above: the rows are numbered from wherever it stands.
  let base = 0;
  const at = (k: number) => base + k;
  beforeAll(async () => {
    await sealAuditLog(t.db);
    base = (await verifyAuditChain(t.db)).rows;
    for (let i = 1; i <= 6; i++)
      await writeAudit(t.db, anonymous('10.0.0.1'), { action: 'test.event', targetId: i });
    await sealAuditLog(t.db);
  });

  const cases = [
    {
      name: 'an edited row, at its seq',
      seq: 4,
      change: (seq: number) =>
        sql`update audit_log set action = 'test.innocent' where seq = ${seq}`,
      broken: 4,
      good: 3,
      reason: 'changed',
    },
    {
      name: 'an edited row whose hash was recomputed, at the next seq',
      seq: 2,
      change: (seq: number) => sql`update audit_log set ip = '1.2.3.4',
        hash = audit_log_row_hash(seq, prev_hash, id, at, user_id, role, company_id, action,
          target_type, target_id, '1.2.3.4', outcome, details) where seq = ${seq}`,
      broken: 3,
      good: 2,
      reason: 'link',
    },
    {
      name: 'a deleted middle row',
      seq: 3,
      change: (seq: number) => sql`delete from audit_log where seq = ${seq}`,
      broken: 4,
      good: 2,
      reason: 'missing',
    },
    {
      name: 'a changed timestamp',
      seq: 1,
      change: (seq: number) =>
        sql`update audit_log set at = at - interval '1 day' where seq = ${seq}`,
      broken: 1,
      good: 0,
      reason: 'changed',
    },
  ];
  it.each(cases)('finds $name', async ({ seq, change, broken, good, reason }) => {
    const whole = { rows: at(6), intact: true };
    expect(await verifyAuditChain(t.db)).toMatchObject(whole);
    const restore = await tampered(t.db, at(seq), change(at(seq)));
    expect(await verifyAuditChain(t.db, { batchSize: 2 })).toMatchObject({
      intact: false,
      rows: at(good),
      firstBrokenSeq: at(broken),
      reason: expect.stringContaining(reason),
    });
    await restore();
    expect(await verifyAuditChain(t.db)).toMatchObject(whole);
  });
});
