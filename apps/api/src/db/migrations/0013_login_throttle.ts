import { sql, type Kysely } from 'kysely';

/**
 * Security II: the sign-in lockout as one counter row per (e-mail, address), updated by a single
 * upsert so concurrent guesses cannot all read "4 failures" and all go on; and who created a
 * custom plan, so a Sales Person sees the custom plan they made before its client exists.
 * Reversible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // ip is '' when the address is unknown (a primary key column cannot be null).
  await db.schema
    .createTable('login_throttle')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('window_start', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('strikes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('granted', 'boolean', (c) => c.notNull().defaultTo(true))
    .addPrimaryKeyConstraint('login_throttle_pk', ['email', 'ip'])
    .execute();

  await db.schema
    .alterTable('plans')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('plans').dropColumn('created_by').execute();
  await db.schema.dropTable('login_throttle').execute();
}
