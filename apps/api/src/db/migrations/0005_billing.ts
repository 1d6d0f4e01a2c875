import { sql, type Kysely } from 'kysely';

/**
 * The monthly billing run: one live invoice per company and month (enforced here, so no bug or
 * race can bill a month twice), the invoice's line items, and what its latest charge attempt
 * was, so a rerun resumes an interrupted charge with the same idempotency key instead of
 * charging again. Reversible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index invoices_one_per_month on invoices (company_id, period_start)
    where status <> 'void'`.execute(db);
  await db.schema
    .alterTable('invoices')
    // [{ kind: 'plan' | 'overage', description, quantity, unit_amount, amount }]
    .addColumn('line_items', 'jsonb')
    // Why the latest charge failed (the provider's words for a decline), null otherwise.
    .addColumn('failure_reason', 'text')
    .addColumn('charge_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // The card row the latest attempt used: a declined card is not tried again, a new one is.
    .addColumn('charge_card_id', 'integer')
    // A charge in flight; a lease a crash leaves behind expires and the charge is resumed.
    .addColumn('charge_locked_until', 'timestamptz')
    .execute();
  // The run looks for invoices still to charge (pending, or failed before a new card).
  await sql`create index invoices_unpaid on invoices (company_id) where status in ('pending', 'failed')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists invoices_unpaid`.execute(db);
  await sql`drop index if exists invoices_one_per_month`.execute(db);
  await db.schema
    .alterTable('invoices')
    .dropColumn('line_items')
    .dropColumn('failure_reason')
    .dropColumn('charge_attempts')
    .dropColumn('charge_card_id')
    .dropColumn('charge_locked_until')
    .execute();
}
