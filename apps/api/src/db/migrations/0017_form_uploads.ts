import { sql, type Kysely } from 'kysely';

/**
 * Issue 17, file or photo questions: one row per file a patient uploads through a link. The
 * file itself lives in storage, re-encoded and sealed (key_id: the keyring key that sealed it;
 * sha256: of the kept plain bytes); submission_id is set when the link's submission that answers
 * with it is stored, in the same transaction. Ids are made by the server (crypto.randomUUID), so
 * no extension is needed. A link's uploads go with it. Reversible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table form_uploads (
    id uuid primary key,
    link_id bigint not null references form_links(id) on delete cascade,
    company_id integer not null references companies(id) on delete cascade,
    form_id integer not null references forms(id),
    field text not null,
    mime text not null check (mime in ('image/jpeg', 'image/png', 'application/pdf')),
    bytes integer not null,
    width integer,
    height integer,
    pages integer,
    sha256 text not null,
    storage_key text not null,
    key_id text not null,
    submission_id bigint references submissions(id) on delete set null,
    created_at timestamptz not null default now())`.execute(db);
  await sql`create index form_uploads_link on form_uploads (link_id)`.execute(db);
  await sql`create index form_uploads_submission on form_uploads (submission_id)
    where submission_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('form_uploads').ifExists().execute();
}
