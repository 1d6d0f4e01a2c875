import { sql, Migrator } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { migrateToLatest, migrationProvider } from '../../db/migrate.js';
import { openTestDatabase } from '#test/support/database.js';
import { verifyAuditChain } from './chain.js';
import { sealAuditLog } from './sealer.js';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});
afterAll(() => drop());

it('chains the rows an installation already had, in id order, when it migrates', async () => {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error } = await migrator.migrateTo('0005_billing');
  expect(error).toBeUndefined();
  await sql`insert into audit_log (action, outcome, details) values
    ('old.one', 'success', '{"n": 1}'), ('old.two', 'failure', null),
    ('old.three', 'denied', '{"why": "x|y"}')`.execute(db);

  await migrateToLatest(db);

  const rows = await db
    .selectFrom('audit_log')
    .select(['id', 'seq', 'action'])
    .orderBy('seq')
    .execute();
  expect(rows.map((r) => [Number(r.seq), r.action])).toEqual([
    [1, 'old.one'],
    [2, 'old.two'],
    [3, 'old.three'],
  ]);
  // New rows extend the same chain once sealed.
  await sql`insert into audit_log (action, outcome) values ('new.one', 'success')`.execute(db);
  expect(await sealAuditLog(db)).toBe(1);
  expect(await verifyAuditChain(db)).toMatchObject({ rows: 4, intact: true });
});
