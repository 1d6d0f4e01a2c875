import { sql, type Kysely } from 'kysely';

/**
 * Issue 39, a PDF never fails silently. `submissions.pdf_failures` counts the times a PDF gave
 * up: each failure's event is keyed by it, so the clinic is told once per failure however often
 * the transition is looked at, and once more after a Try again that fails again.
 * `copy_promises` holds what a patient was told when their copy could not be made in time: that
 * it will follow by the link's channel. One per visit (the key), kept (`kept_at`) in the same
 * transaction that queues the message, so it is sent once across instances. Reversible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table submissions add column pdf_failures integer not null default 0`.execute(db);
  await sql`create table copy_promises (
    encounter_id bigint primary key references encounters(id) on delete cascade,
    company_id integer not null references companies(id),
    channel text not null check (channel in ('email', 'sms')),
    promised_at timestamptz not null default now(),
    kept_at timestamptz
  )`.execute(db);
  await sql`create index copy_promises_open on copy_promises (promised_at) where kept_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists copy_promises`.execute(db);
  await sql`alter table submissions drop column if exists pdf_failures`.execute(db);
}
