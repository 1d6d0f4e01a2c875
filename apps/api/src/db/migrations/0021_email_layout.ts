import type { Kysely } from 'kysely';

/**
 * Issue 18: an e-mail's layout (whose e-mail it looks like, and a reminder's stop link for
 * List-Unsubscribe), stored with its outbox row so the HTML part is rendered at delivery from the
 * same text. Sealed like the body, since a stop link is a token; null for SMS, for rows queued
 * before this change (they get the Paperless Clinic layout) and once the row is scrubbed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('layout_sealed', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('layout_sealed').execute();
}
