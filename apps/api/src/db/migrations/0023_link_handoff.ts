import { sql, type Kysely } from 'kysely';

/**
 * Issue 19, continue on another device. A link keeps the patient's draft on the server (the
 * browser's draft object, signatures left out, sealed with the cipher like the answers) so a
 * second device can take it up; it is deleted when the link completes, is cancelled or expires.
 * A hand-off is a short-lived code (QR or typed) that opens the link elsewhere once the patient
 * confirms their date of birth: the code is stored as its sha256, the birth date as a MAC.
 * Five wrong birth dates lock the hand-off. Reversible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table form_links
    add column draft text,
    add column draft_saved_at timestamptz`.execute(db);
  await sql`create table link_handoffs (
    id bigserial primary key,
    link_id bigint not null references form_links(id) on delete cascade,
    company_id integer not null references companies(id),
    code_hash text not null unique,
    -- The link's token, sealed: the second device opens the link with it (only its hash is on
    -- form_links). Checked against the link's token_hash at the claim, so a resend voids it.
    token_sealed text not null,
    dob_mac text not null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    failures integer not null default 0,
    locked_at timestamptz,
    claimed_at timestamptz
  )`.execute(db);
  await sql`create index link_handoffs_link on link_handoffs (link_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists link_handoffs`.execute(db);
  await sql`alter table form_links drop column if exists draft_saved_at,
    drop column if exists draft`.execute(db);
}
