import { sql, type Kysely } from 'kysely';

/**
 * Security III, finding 4: past the ceiling of failed sign-ins for one e-mail across all
 * addresses, its owner is e-mailed an unlock link. login_unlocks holds each link (the token's
 * hash only, as password_tokens does); a used link's time is where the account's count starts
 * again. The count itself reads login_attempts through its (email, at) index of migration 0001.
 * Reversible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table login_unlocks (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    email text not null,
    token_hash text not null unique,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    used_at timestamptz
  )`.execute(db);
  await sql`create index login_unlocks_email on login_unlocks (email, used_at)`.execute(db);
  await sql`create index login_unlocks_user on login_unlocks (user_id, expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists login_unlocks`.execute(db);
}
