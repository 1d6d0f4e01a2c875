import { sql, type Kysely } from 'kysely';

/**
 * Login e-mail changes (Security II, decision 24): a change waits here until the account holder
 * (from the current address, or signed in after re-authentication) and the new address have
 * both confirmed. Only sha256 hashes of the two link tokens are stored. Reversible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('email_changes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('old_email', 'text', (c) => c.notNull())
    .addColumn('new_email', 'text', (c) => c.notNull())
    // Who asked: the holder (self-service), staff editing a form, or a Super Admin's force.
    .addColumn('requested_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('origin', 'text', (c) =>
      c.notNull().check(sql`origin in ('self', 'staff', 'force')`),
    )
    // Null when the holder asked signed in after re-authentication: that is their confirmation.
    .addColumn('current_token_hash', 'text', (c) => c.unique())
    .addColumn('new_token_hash', 'text', (c) => c.unique())
    .addColumn('current_confirmed_at', 'timestamptz')
    .addColumn('new_confirmed_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  // At most one open change per account: a new request cancels the earlier one first.
  await sql`create unique index email_changes_open on email_changes (user_id)
    where completed_at is null and cancelled_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_changes').execute();
}
