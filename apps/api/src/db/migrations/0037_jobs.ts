import { sql, type Kysely } from 'kysely';

/**
 * Issue 35: background work as named jobs in one table. A row is a job to run (an event such as
 * `link.completed`, one of its handlers, or a periodic duty re-armed after each run). Rows are
 * claimed with a lease (lib/jobs/lease.ts): `attempts` counts claims, and a holder writes only
 * while the count is still its own. (name, key) is unique, so recording the same event twice,
 * or arming a schedule from two instances at once, leaves one row. Payloads hold ids, never
 * patient data. Reversible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table jobs (
    id bigserial primary key,
    name text not null,
    key text not null,
    payload jsonb not null default '{}'::jsonb,
    state text not null default 'pending' check (state in ('pending', 'failed')),
    run_at timestamptz not null default now(),
    attempts integer not null default 0,
    locked_until timestamptz,
    last_error text,
    created_at timestamptz not null default now(),
    unique (name, key)
  )`.execute(db);
  await sql`create index jobs_due on jobs (run_at) where state = 'pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists jobs`.execute(db);
}
