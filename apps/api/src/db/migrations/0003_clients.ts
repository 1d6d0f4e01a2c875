import { sql, type Kysely } from 'kysely';

/**
 * Clients and what the provider console counts about them: the company's full record, its
 * forms, its subscription, its invoices (the Transaction History) and its encounters and
 * submitted forms (the dashboard's patients and forms, the Used/Allocated column).
 * The clinic-portal work adds links, answers and PDFs to encounters and submissions. Reversible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;

  await db.schema
    .alterTable('companies')
    .addColumn('address', 'text')
    .addColumn('address1', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('zip', 'text')
    .addColumn('contact_first_name', 'text')
    .addColumn('contact_person_last_name', 'text')
    .addColumn('phone', 'text')
    .addColumn('ext', 'text')
    .addColumn('email', 'text')
    .addColumn('billing_email', 'text')
    .addColumn('plan_type', 'text', (c) => c.notNull().defaultTo('monthly'))
    .addColumn('logo_key', 'text')
    // The Sales Person who owns the client (their user id); null means the house (Super Admin).
    .addColumn('reference_id', 'integer', (c) => c.references('users.id'))
    .addColumn('in_active_reason', 'text')
    .execute();
  // The client list is read by name (sorted, searched) and, for a Sales Person, by reference.
  await sql`create index companies_live_name on companies (lower(name), id) where deleted_at is null`.execute(
    db,
  );
  await sql`create index companies_reference_name on companies (reference_id, lower(name), id)
    where deleted_at is null`.execute(db);

  await db.schema
    .createTable('forms')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    // The template (1 to 10) a form was made from; null for a form the clinic built itself.
    .addColumn('template_id', 'integer')
    // Stable identifier used inside buckets (spec: Form.raw).
    .addColumn('raw', 'text', (c) => c.notNull().defaultTo(sql`gen_random_uuid()::text`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('fields', 'jsonb')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await sql`create index forms_company on forms (company_id) where deleted_at is null`.execute(db);

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().unique().references('companies.id'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    // Decision 16: trial (first 14 days of a staff-made client), paid, pending (unpaid, in
    // grace), suspended (unpaid after grace, or deactivated by staff).
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('trial', 'paid', 'pending', 'suspended')`),
    )
    .addColumn('trial_ends_at', 'timestamptz')
    .addColumn('current_period_start', 'date', (c) => c.notNull())
    .addColumn('current_period_end', 'date', (c) => c.notNull())
    .addColumn('next_payment_at', 'date')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('subscriptions_status')
    .on('subscriptions')
    .column('status')
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('subscriptions.id'))
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('period_start', 'date', (c) => c.notNull())
    .addColumn('period_end', 'date', (c) => c.notNull())
    .addColumn('encounters', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('plan_price', sql`numeric(12, 2)`, (c) => c.notNull())
    .addColumn('overage_amount', sql`numeric(12, 2)`, (c) => c.notNull().defaultTo(0))
    .addColumn('amount', sql`numeric(12, 2)`, (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('paid', 'pending', 'failed', 'void')`),
    )
    .addColumn('due_at', 'date', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('payment_reference', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('invoices_company_period')
    .on('invoices')
    .columns(['company_id', 'period_start'])
    .execute();
  await sql`create index invoices_paid_at on invoices (paid_at) where status = 'paid'`.execute(db);

  // One encounter is one patient's completed submission of one link (decision 15).
  await db.schema
    .createTable('encounters')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('patient_first_name', 'text', (c) => c.notNull())
    .addColumn('patient_last_name', 'text', (c) => c.notNull())
    .addColumn('patient_dob', 'date')
    // sha256 of the normalised name and date of birth: counts distinct patients without
    // reading their names.
    .addColumn('patient_key', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('encounters_company_completed')
    .on('encounters')
    .columns(['company_id', 'completed_at'])
    .execute();
  await db.schema
    .createIndex('encounters_patient')
    .on('encounters')
    .columns(['company_id', 'patient_key'])
    .execute();

  await db.schema
    .createTable('submissions')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('encounter_id', 'bigint', (c) => c.notNull().references('encounters.id'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('form_id', 'integer', (c) => c.notNull().references('forms.id'))
    .addColumn('form_version', 'integer', (c) => c.notNull())
    .addColumn('form_name', 'text', (c) => c.notNull())
    .addColumn('pdf_key', 'text')
    .addColumn('pdf_name', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('submissions_company_created')
    .on('submissions')
    .columns(['company_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('submissions_encounter')
    .on('submissions')
    .column('encounter_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['submissions', 'encounters', 'invoices', 'subscriptions', 'forms']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await sql`drop index if exists companies_reference_name`.execute(db);
  await sql`drop index if exists companies_live_name`.execute(db);
  await db.schema
    .alterTable('companies')
    .dropColumn('address')
    .dropColumn('address1')
    .dropColumn('city')
    .dropColumn('state')
    .dropColumn('zip')
    .dropColumn('contact_first_name')
    .dropColumn('contact_person_last_name')
    .dropColumn('phone')
    .dropColumn('ext')
    .dropColumn('email')
    .dropColumn('billing_email')
    .dropColumn('plan_type')
    .dropColumn('logo_key')
    .dropColumn('reference_id')
    .dropColumn('in_active_reason')
    .execute();
}
