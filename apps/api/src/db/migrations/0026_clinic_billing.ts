import { sql, type Kysely } from 'kysely';

/**
 * Issue 20, the clinic's own billing: an owner asks for another plan, and provider staff see
 * the open request on the company page (and a bell). Reversible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table plan_change_requests (
    id bigserial primary key,
    company_id integer not null references companies(id),
    plan_id integer references plans(id),
    note text,
    requested_by integer references users(id),
    created_at timestamptz not null default now(),
    resolved_at timestamptz,
    resolved_by integer references users(id)
  )`.execute(db);
  await sql`create index plan_change_requests_open on plan_change_requests (company_id)
    where resolved_at is null`.execute(db);
  // A receipt or failure notice owed for a settled charge, written in the settlement's own
  // transaction (billing/settle.ts has no keyring to seal an e-mail with); the server turns
  // each into an outbox e-mail (clinic-billing/receipts.ts). Brand and last four only.
  await sql`create table billing_notices (
    id bigserial primary key,
    invoice_id integer not null references invoices(id),
    company_id integer not null references companies(id),
    kind text not null check (kind in ('paid', 'declined')),
    reason text,
    card_brand text,
    card_last_four text,
    created_at timestamptz not null default now(),
    sent_at timestamptz
  )`.execute(db);
  await sql`create index billing_notices_unsent on billing_notices (id) where sent_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists billing_notices`.execute(db);
  await sql`drop table if exists plan_change_requests`.execute(db);
}
