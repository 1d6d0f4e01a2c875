import { sql, Migrator, NO_MIGRATIONS } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '#test/support/database.js';
import type { Db } from './database.js';
import { migrateToLatest, migrationProvider } from './migrate.js';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
});
afterAll(() => drop());

async function tables(): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_name not like 'kysely_%' order by 1`.execute(
    db,
  );
  return rows.map((r) => r.table_name);
}

it('migrates down to nothing and up again', async () => {
  const before = await tables();
  expect(before).toContain('users');
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo(
    NO_MIGRATIONS,
  );
  expect(error).toBeUndefined();
  expect(await tables()).toEqual([]);
  await migrateToLatest(db);
  expect(await tables()).toEqual(before);
});
