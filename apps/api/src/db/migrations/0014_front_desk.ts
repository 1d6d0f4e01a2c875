import { sql, type Kysely } from 'kysely';
import { US_STATE_TIME_ZONES } from '@paperless/core';

/**
 * Issue 16, the front desk's day: each clinic's time zone (from its state) and reminder
 * schedule; on every link its patient, visit, cancellation, latest open, progress and reminders;
 * SMS opt-outs per clinic and number; each user's choice of completion e-mails; where a bell
 * notification leads. Reversible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('America/New_York'))
    // null: the default schedule (core's DEFAULT_REMINDER_SCHEDULE), so a change of the default
    // reaches every clinic that never chose its own.
    .addColumn('reminder_schedule', 'jsonb')
    .execute();
  for (const [state, zone] of Object.entries(US_STATE_TIME_ZONES)) {
    await sql`update companies set time_zone = ${zone} where state = ${state}`.execute(db);
  }

  await db.schema
    .alterTable('form_links')
    .addColumn('patient_name', 'text')
    .addColumn('visit_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancelled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('last_opened_at', 'timestamptz')
    // A bucket's first saved form: the link is in progress.
    .addColumn('progress_at', 'timestamptz')
    .addColumn('reminders_sent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_reminded_at', 'timestamptz')
    // When the next reminder is due; null: none (schedule used up, link finished, stopped).
    .addColumn('next_reminder_at', 'timestamptz')
    .addColumn('reminders_stopped_at', 'timestamptz')
    // The link's token sealed under the keyring, so a reminder can carry the same URL; dropped
    // (null) as soon as the link completes, is cancelled or expires.
    .addColumn('token_sealed', 'text')
    // Keyed HMAC of the normalised recipient (cipher.mac): the exact search, and STOP's lookup.
    .addColumn('recipient_mac', 'text')
    .execute();
  await sql`create index form_links_due_reminder on form_links (next_reminder_at)
    where next_reminder_at is not null`.execute(db);
  await sql`create index form_links_company_visit on form_links (company_id, visit_at)
    where visit_at is not null`.execute(db);
  await sql`create index form_links_company_recipient on form_links (company_id, recipient_mac)
    where recipient_mac is not null`.execute(db);
  await sql`create index form_links_recipient_mac on form_links (recipient_mac, created_at desc)
    where recipient_mac is not null and channel = 'sms'`.execute(db);
  // Activity's title search reads a clinic's forms deleted or not (a link keeps its title).
  await sql`create index forms_company_any on forms (company_id)`.execute(db);
  // Open links of a clinic (the dashboard's "waiting", re-planning after a schedule change).
  await sql`create index form_links_company_open on form_links (company_id, expires_at)
    where submitted_at is null and cancelled_at is null`.execute(db);
  await sql`create index form_links_company_submitted on form_links (company_id, submitted_at desc)
    where submitted_at is not null`.execute(db);

  // An inbound STOP suppresses SMS to that number for that clinic; START deletes the row.
  await db.schema
    .createTable('sms_opt_outs')
    .addColumn('company_id', 'integer', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('phone_mac', 'text', (c) => c.notNull())
    .addColumn('opted_out_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('sms_opt_outs_pk', ['company_id', 'phone_mac'])
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('completion_email', 'text', (c) => c.notNull().defaultTo('digest'))
    // The daily digest covers completions after this instant; moved forward when one is sent.
    .addColumn('digest_sent_through', 'timestamptz')
    .execute();

  // Where the bell's entry leads in the portal ('/activity'); null: nowhere.
  await db.schema.alterTable('notifications').addColumn('link_path', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('link_path').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('completion_email')
    .dropColumn('digest_sent_through')
    .execute();
  await db.schema.dropTable('sms_opt_outs').execute();
  for (const index of [
    'form_links_due_reminder',
    'form_links_company_visit',
    'form_links_company_recipient',
    'form_links_recipient_mac',
    'form_links_company_submitted',
    'form_links_company_open',
    'forms_company_any',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema
    .alterTable('form_links')
    .dropColumn('patient_name')
    .dropColumn('visit_at')
    .dropColumn('cancelled_at')
    .dropColumn('cancelled_by')
    .dropColumn('last_opened_at')
    .dropColumn('progress_at')
    .dropColumn('reminders_sent')
    .dropColumn('last_reminded_at')
    .dropColumn('next_reminder_at')
    .dropColumn('reminders_stopped_at')
    .dropColumn('token_sealed')
    .dropColumn('recipient_mac')
    .execute();
  await db.schema
    .alterTable('companies')
    .dropColumn('time_zone')
    .dropColumn('reminder_schedule')
    .execute();
}
