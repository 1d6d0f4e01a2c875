import { sql, type Kysely } from 'kysely';

/**
 * The key under which the last complete re-seal pass found everything sealed (one row). Each
 * server used to walk every sealed column and file at start-up to be sure (modules/key-rotation);
 * on a large database that is a scan of every submission at each start of each instance (7 s of
 * background work at 1,000,000 submissions, and PostgreSQL's cache filled with old answers).
 * With this row, a server whose single key is the one recorded skips that start-up pass.
 * Reversible: without the table every start walks the data again, as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table key_reseal_state (
    id smallint primary key default 1 constraint key_reseal_state_one_row check (id = 1),
    primary_key_id text not null,
    completed_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists key_reseal_state`.execute(db);
}
