import { sql, type Kysely } from 'kysely';

/**
 * Issue 19, kiosk mode: a clinic's tablet in the waiting room. A kiosk device is a credential of
 * its own (a random token kept on the tablet, stored here only as its sha256), bound to one
 * company, that reaches nothing but that company's kiosk routes. The clinic's PIN (argon2id)
 * takes the tablet out of kiosk mode; wrong PINs are counted and lock it for a while. A link
 * filled at the kiosk is an ordinary form_links row with channel 'kiosk' and the device's id.
 * Reversible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table kiosk_devices (
    id bigserial primary key,
    company_id integer not null references companies(id),
    token_hash text not null unique,
    pin_hash text not null,
    label text not null,
    allow_patient_start boolean not null default false,
    created_by integer references users(id),
    created_at timestamptz not null default now(),
    last_seen_at timestamptz,
    pin_failures integer not null default 0,
    pin_locked_until timestamptz,
    ended_at timestamptz,
    ended_by integer references users(id)
  )`.execute(db);
  await sql`create index kiosk_devices_company on kiosk_devices (company_id) where ended_at is null`.execute(
    db,
  );
  await sql`alter table form_links drop constraint if exists form_links_channel_check`.execute(db);
  await sql`alter table form_links add constraint form_links_channel_check
    check (channel in ('email', 'sms', 'kiosk'))`.execute(db);
  await sql`alter table form_links add column kiosk_device_id bigint references kiosk_devices(id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table form_links drop column if exists kiosk_device_id`.execute(db);
  await sql`delete from form_links where channel = 'kiosk'`.execute(db);
  await sql`alter table form_links drop constraint if exists form_links_channel_check`.execute(db);
  await sql`alter table form_links add constraint form_links_channel_check
    check (channel in ('email', 'sms'))`.execute(db);
  await sql`drop table if exists kiosk_devices`.execute(db);
}
