import { sql, type Kysely } from 'kysely';

/**
 * Issue 19, no dead ends: a patient holding an expired or cancelled link can ask the clinic for
 * a new one. The request's time is kept on the link so the clinic hears at most once a day per
 * link. Reversible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table form_links add column renewal_requested_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table form_links drop column if exists renewal_requested_at`.execute(db);
}
