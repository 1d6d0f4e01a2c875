import { sql, type Kysely } from 'kysely';

/**
 * Issue 36, item 4: a resend gives a link a new token, and the first e-mail's URL used to open
 * nothing at all. `replaced_link_tokens` keeps the hash of every token a resend replaced, so that
 * URL answers "a newer link was sent" with the practice to call, and can ask for the current one
 * again. Only the SHA-256 is kept, as in form_links; the row goes with its link. Reversible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table replaced_link_tokens (
    token_hash text primary key,
    link_id bigint not null references form_links(id) on delete cascade,
    replaced_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index replaced_link_tokens_link on replaced_link_tokens (link_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists replaced_link_tokens`.execute(db);
}
