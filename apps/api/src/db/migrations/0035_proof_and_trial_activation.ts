import { sql, type Kysely } from 'kysely';

/**
 * Security III, finding 3. spent_challenges: each solved proof-of-work challenge, kept until it
 * expires, so one solution buys one request on any instance. pending_signups: a free trial's
 * signup waiting for its owner to open the e-mailed activation link; nothing of the clinic exists
 * until then. Reversible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table spent_challenges (
    nonce text primary key,
    expires_at timestamptz not null
  )`.execute(db);
  await sql`create index spent_challenges_expires on spent_challenges (expires_at)`.execute(db);

  await sql`create table pending_signups (
    id serial primary key,
    token_hash text not null unique,
    login_email text not null,
    password_hash text not null,
    details jsonb not null,
    ip text,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    activated_at timestamptz,
    company_id integer references companies (id) on delete set null
  )`.execute(db);
  await sql`create index pending_signups_expires on pending_signups (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists pending_signups`.execute(db);
  await sql`drop table if exists spent_challenges`.execute(db);
}
