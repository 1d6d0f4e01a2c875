import { maskRecipient } from '@paperless/core';
import { sql, type Kysely } from 'kysely';

/**
 * Security II, finding 2: the outbox kept live reset, invitation and patient links in clear,
 * forever, readable by every holder of view_outbox.
 *
 * - The full recipient and the body are sealed with the keyring (`recipient_sealed`,
 *   `body_sealed`), with a sealed link-free copy of the body (`safe_body_sealed`) that is all
 *   that stays once the message is delivered or its link is used or expires (`scrubbed_at`).
 *   `recipient_masked` is kept in clear for the list and its search.
 * - `link_ref` / `link_expires_at` name the one-time token a message carries, so using or
 *   voiding it (forgetOutboxLink) and a periodic sweep of expired ones can scrub the copy.
 * - Rows queued before this migration: a migration cannot reach the keyring, so delivered
 *   rows are scrubbed here (their text dropped), and the others keep their text in
 *   `legacy_recipient` / `legacy_body` until the server seals them at start (lib/outbox/legacy.ts).
 * - `company_send_days`: per clinic and UTC day, how many messages it sent (the daily quota).
 * - view_outbox is Super Admin's alone: custom roles lose it (built-in roles follow core).
 */
const BATCH = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table outbox rename column recipient to legacy_recipient`.execute(db);
  await sql`alter table outbox rename column body_text to legacy_body`.execute(db);
  await sql`alter table outbox alter column legacy_recipient drop not null`.execute(db);
  await sql`alter table outbox alter column legacy_body drop not null`.execute(db);
  await db.schema
    .alterTable('outbox')
    .addColumn('recipient_masked', 'text')
    .addColumn('recipient_sealed', 'text')
    .addColumn('recipient_mac', 'text')
    .addColumn('body_sealed', 'text')
    .addColumn('safe_body_sealed', 'text')
    .addColumn('link_ref', 'text')
    .addColumn('link_expires_at', 'timestamptz')
    .addColumn('scrubbed_at', 'timestamptz')
    .execute();

  // The masked address is computed here (the same function the app uses), in batches.
  let after = 0;
  for (;;) {
    const rows = await sql<{ id: number; legacy_recipient: string }>`
      select id, legacy_recipient from outbox where id > ${after} order by id limit ${BATCH}
    `.execute(db);
    if (rows.rows.length === 0) break;
    for (const row of rows.rows) {
      await sql`update outbox set recipient_masked = ${maskRecipient(row.legacy_recipient)}
        where id = ${row.id}`.execute(db);
    }
    after = Number(rows.rows.at(-1)!.id);
  }
  await sql`alter table outbox alter column recipient_masked set not null`.execute(db);
  await sql`update outbox set legacy_recipient = null, legacy_body = null, scrubbed_at = now()
    where state = 'sent'`.execute(db);

  await sql`create index outbox_link_ref on outbox (link_ref)
    where link_ref is not null and scrubbed_at is null`.execute(db);
  await sql`create index outbox_link_expiry on outbox (link_expires_at)
    where link_expires_at is not null and scrubbed_at is null`.execute(db);
  await sql`create index outbox_legacy on outbox (id) where legacy_body is not null`.execute(db);
  await sql`create index outbox_recipient_mac on outbox (recipient_mac)`.execute(db);

  await db.schema
    .createTable('company_send_days')
    .addColumn('company_id', 'integer', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('sent', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('company_send_days_pk', ['company_id', 'day'])
    .execute();

  await sql`delete from role_permissions
    where permission_id in (select id from permissions where key = 'view_outbox')
      and role_id not in (select id from roles where name = 'Super Admin' and is_system)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('company_send_days').execute();
  await sql`drop index outbox_recipient_mac`.execute(db);
  await sql`drop index outbox_legacy`.execute(db);
  await sql`drop index outbox_link_expiry`.execute(db);
  await sql`drop index outbox_link_ref`.execute(db);
  // Sealed values cannot be opened here: those rows keep their masked address and no text.
  await sql`update outbox set legacy_recipient = coalesce(legacy_recipient, recipient_masked),
    legacy_body = coalesce(legacy_body, '')`.execute(db);
  await db.schema
    .alterTable('outbox')
    .dropColumn('recipient_masked')
    .dropColumn('recipient_sealed')
    .dropColumn('recipient_mac')
    .dropColumn('body_sealed')
    .dropColumn('safe_body_sealed')
    .dropColumn('link_ref')
    .dropColumn('link_expires_at')
    .dropColumn('scrubbed_at')
    .execute();
  await sql`alter table outbox alter column legacy_body set not null`.execute(db);
  await sql`alter table outbox alter column legacy_recipient set not null`.execute(db);
  await sql`alter table outbox rename column legacy_body to body_text`.execute(db);
  await sql`alter table outbox rename column legacy_recipient to recipient`.execute(db);
}
