import { sql, type Kysely } from 'kysely';

/**
 * Issue 20, the clients search at 100,000 clients: past the count cap a search's page is found
 * by walking the name index in page order and testing each name (companies/queries.ts). With
 * the name itself in the index that walk never reads the table (an index-only scan: 0.3 ms for
 * a page of "family" at 100,000 clients, against 17 ms for sorting every match), so the two
 * name-ordered indexes of 0003 are made again with `name` included.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists companies_live_name`.execute(db);
  await sql`drop index if exists companies_reference_name`.execute(db);
  await sql`create index companies_live_name on companies (lower(name), id) include (name)
    where deleted_at is null`.execute(db);
  await sql`create index companies_reference_name on companies (reference_id, lower(name), id)
    include (name) where deleted_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists companies_live_name`.execute(db);
  await sql`drop index if exists companies_reference_name`.execute(db);
  await sql`create index companies_live_name on companies (lower(name), id)
    where deleted_at is null`.execute(db);
  await sql`create index companies_reference_name on companies (reference_id, lower(name), id)
    where deleted_at is null`.execute(db);
}
