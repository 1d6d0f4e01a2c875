import type { Kysely } from 'kysely';

/**
 * Issue 7, key rotation: the id of the key that sealed a submission's PDF file (lib/crypto.ts),
 * so a re-seal finds the files under an old key without opening each one. Null: a file stored
 * in clear before PDFs were encrypted (or no file yet); those are sealed by the next re-seal.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('submissions').addColumn('pdf_key_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('submissions').dropColumn('pdf_key_id').execute();
}
