import { sql, type Kysely } from 'kysely';

/**
 * Issue 20, the practice profile: the owner's brand colour (a #rrggbb hex) beside the phone,
 * address and logo the company already has; patient pages, PDFs and e-mails use it. Null: the
 * product's own colour. Reversible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table companies add column brand_color text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table companies drop column if exists brand_color`.execute(db);
}
