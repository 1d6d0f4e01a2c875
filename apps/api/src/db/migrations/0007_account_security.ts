import { sql, type Kysely } from 'kysely';

/**
 * Account security (issue 7): TOTP two-factor sign-in with single-use recovery codes, the
 * pending second step of a sign-in, and re-authentication of a session. Reversible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = sql`now()`;

  // totp_secret is sealed with the installation's cipher (lib/crypto.ts), never plain. It is set
  // at setup and counts only once totp_enabled_at is set (after the first correct code).
  // totp_last_step is the last 30-second step accepted: a code is never accepted twice.
  await db.schema
    .alterTable('users')
    .addColumn('totp_secret', 'text')
    .addColumn('totp_enabled_at', 'timestamptz')
    .addColumn('totp_last_step', 'integer')
    .execute();

  // Recovery codes are random (50 bits each), so a plain sha256 is enough to store them.
  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('recovery_codes_user')
    .on('recovery_codes')
    .columns(['user_id', 'code_hash'])
    .execute();

  // The sign-in between the password and the second factor ('verify'), or a forced enrolment
  // ('enroll', REQUIRE_STAFF_MFA). Only the sha256 of the token is stored.
  await db.schema
    .createTable('mfa_challenges')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('verify', 'enroll')`))
    .addColumn('remember', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex('mfa_challenges_user')
    .on('mfa_challenges')
    .column('user_id')
    .execute();

  // Set when the session's user confirms their password; sensitive changes need it recent.
  await db.schema.alterTable('sessions').addColumn('reauth_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('reauth_at').execute();
  await db.schema.dropTable('mfa_challenges').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('totp_last_step')
    .dropColumn('totp_enabled_at')
    .dropColumn('totp_secret')
    .execute();
}
