import { sql, type Kysely } from 'kysely';

/**
 * Issue 19, a copy for the patient. A copy is a capability over one encounter's PDFs, separate
 * from the link's token: 'download' for 30 minutes in the browser that submitted, 'email' for
 * 7 days behind the patient's date of birth. Tokens are stored as sha256; wrong birth dates are
 * counted and lock the copy. The clinic chooses whether patients are e-mailed a copy.
 * Reversible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table patient_copies (
    id bigserial primary key,
    company_id integer not null references companies(id),
    encounter_id bigint not null references encounters(id) on delete cascade,
    kind text not null check (kind in ('download', 'email')),
    token_hash text not null unique,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    failures integer not null default 0,
    locked_at timestamptz,
    last_viewed_at timestamptz
  )`.execute(db);
  await sql`create index patient_copies_encounter on patient_copies (encounter_id)`.execute(db);
  await sql`alter table companies add column email_patient_copy boolean not null default false`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table companies drop column if exists email_patient_copy`.execute(db);
  await sql`drop table if exists patient_copies`.execute(db);
}
