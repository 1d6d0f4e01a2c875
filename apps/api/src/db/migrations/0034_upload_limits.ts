import { sql, type Kysely } from 'kysely';

/**
 * Security III, finding 5: what a clinic stored in uploads in the last day is summed at every
 * upload, and uploads no submission kept are swept once their link has ended. Two indexes make
 * both a short read. Reversible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index form_uploads_company_created on form_uploads (company_id, created_at)`.execute(
    db,
  );
  await sql`create index form_uploads_unbound on form_uploads (link_id, created_at)
    where submission_id is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists form_uploads_unbound`.execute(db);
  await sql`drop index if exists form_uploads_company_created`.execute(db);
}
