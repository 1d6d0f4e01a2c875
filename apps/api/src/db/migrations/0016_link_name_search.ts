import { sql, type Kysely } from 'kysely';

/**
 * Issue 16, Activity's search at speed: a trigram index on the patient's name, so that "part of
 * the name" is found through an index (pg_trgm, loaded since 0009) like the recipient's MAC and
 * the form and bucket ids it is OR-ed with. Without it the search read every link of the clinic
 * to test the name, and a page cost grew with the clinic's history (51× from 10,000 to
 * 1,000,000 links in `npm run bench`). The operator class is named with its schema, as in 0009:
 * tests on PostgreSQL migrate each file into a schema of its own, where public is not searched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index form_links_patient_name_trgm on form_links
    using gin (patient_name public.gin_trgm_ops) where patient_name is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists form_links_patient_name_trgm`.execute(db);
}
