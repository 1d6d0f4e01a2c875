import { sql, type Kysely } from 'kysely';

/**
 * The clinic portal: form versions, buckets, the links sent to patients, answers held while a
 * bucket is being filled, encrypted answers and PDF state on submissions, and the saved card.
 * Reversible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;

  // Editing a form makes a new version; a submission names the version the patient saw, and
  // its PDF is drawn from that version's fields.
  await db.schema
    .createTable('form_versions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('form_id', 'integer', (c) => c.notNull().references('forms.id'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('fields', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('form_versions_form_version', ['form_id', 'version'])
    .execute();

  await db.schema
    .createTable('buckets')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await sql`create index buckets_company on buckets (company_id, lower(title), id)
    where deleted_at is null`.execute(db);

  await db.schema
    .createTable('bucket_forms')
    .addColumn('bucket_id', 'integer', (c) => c.notNull().references('buckets.id'))
    .addColumn('form_id', 'integer', (c) => c.notNull().references('forms.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('bucket_forms_pk', ['bucket_id', 'form_id'])
    .execute();
  await db.schema.createIndex('bucket_forms_form').on('bucket_forms').column('form_id').execute();

  // One link per recipient (decision 13). Only the sha256 of the token is stored.
  await db.schema
    .createTable('form_links')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('form_id', 'integer', (c) => c.references('forms.id'))
    .addColumn('bucket_id', 'integer', (c) => c.references('buckets.id'))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('last_sent_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('send_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('opened_at', 'timestamptz')
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('form_links_one_target', sql`(form_id is null) <> (bucket_id is null)`)
    .execute();
  await db.schema
    .createIndex('form_links_company_created')
    .on('form_links')
    .columns(['company_id', 'created_at'])
    .execute();
  await db.schema.createIndex('form_links_form').on('form_links').column('form_id').execute();
  await db.schema.createIndex('form_links_bucket').on('form_links').column('bucket_id').execute();

  // A bucket's forms arrive one at a time; they wait here (encrypted) until the last one
  // completes the link, when they become submissions of one encounter.
  await db.schema
    .createTable('link_steps')
    .addColumn('link_id', 'bigint', (c) => c.notNull().references('form_links.id'))
    .addColumn('form_id', 'integer', (c) => c.notNull().references('forms.id'))
    .addColumn('form_version', 'integer', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('link_steps_pk', ['link_id', 'form_id'])
    .execute();

  await db.schema
    .alterTable('encounters')
    .addColumn('link_id', 'bigint', (c) => c.references('form_links.id').unique())
    .execute();

  await db.schema
    .alterTable('submissions')
    .addColumn('link_id', 'bigint', (c) => c.references('form_links.id'))
    // AES-256-GCM of the answers' JSON (lib/crypto.ts); null only for rows made before it.
    .addColumn('answers', 'text')
    // null: no PDF to make (rows made before the portal); pending → ready or failed.
    .addColumn('pdf_status', 'text', (c) =>
      c.check(sql`pdf_status in ('pending', 'ready', 'failed')`),
    )
    .addColumn('pdf_sha256', 'text')
    .addColumn('pdf_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pdf_lease_until', 'timestamptz')
    .execute();
  await sql`create index submissions_pdf_pending on submissions (id)
    where pdf_status = 'pending'`.execute(db);

  // Decision 17: never the number or CVC; brand, last four and expiry only. One per company.
  await db.schema
    .createTable('cards')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().unique().references('companies.id'))
    .addColumn('card_holder_name', 'text', (c) => c.notNull())
    .addColumn('card_brand', 'text', (c) => c.notNull())
    .addColumn('card_last_four', 'text', (c) => c.notNull())
    .addColumn('exp_month', 'smallint', (c) => c.notNull())
    .addColumn('exp_year', 'smallint', (c) => c.notNull())
    .addColumn('email', 'text')
    // The Stripe PaymentMethod id, or 'demo' in demo mode.
    .addColumn('provider_ref', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cards').ifExists().execute();
  await sql`drop index if exists submissions_pdf_pending`.execute(db);
  await db.schema
    .alterTable('submissions')
    .dropColumn('link_id')
    .dropColumn('answers')
    .dropColumn('pdf_status')
    .dropColumn('pdf_sha256')
    .dropColumn('pdf_attempts')
    .dropColumn('pdf_lease_until')
    .execute();
  await db.schema.alterTable('encounters').dropColumn('link_id').execute();
  for (const table of ['link_steps', 'form_links', 'bucket_forms', 'buckets', 'form_versions']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
