import { sql, type Kysely } from 'kysely';

/**
 * Issue 20, signup and the trial. Whoever signs a clinic up accepts the Terms of Service and the
 * Business Associate Agreement: each acceptance keeps the document, its version, the time and
 * the address it came from. A self-signup trial reminds the owner to add a card 4 days and 1 day
 * before it ends; `trial_reminder_days` is the last reminder sent (4, then 1), so a billing run
 * repeated or run on two instances sends each once. Reversible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table terms_acceptances (
    id bigserial primary key,
    company_id integer not null references companies(id),
    user_id integer references users(id),
    document text not null check (document in ('terms', 'baa')),
    version text not null,
    accepted_at timestamptz not null default now(),
    ip text
  )`.execute(db);
  await sql`create index terms_acceptances_company on terms_acceptances (company_id)`.execute(db);
  await sql`alter table subscriptions add column trial_reminder_days integer`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table subscriptions drop column if exists trial_reminder_days`.execute(db);
  await sql`drop table if exists terms_acceptances`.execute(db);
}
