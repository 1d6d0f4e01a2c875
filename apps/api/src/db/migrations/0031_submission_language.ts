import { sql, type Kysely } from 'kysely';

/**
 * Issue 21: the language each form was filled in. `submissions.language` is the one its PDF
 * prints the questions and notices in (the answers as typed); `link_steps.language` keeps a
 * bucket form's language from the time it was sent until the bucket completes, since the patient
 * may switch between forms. Existing rows were filled in English. Reversible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table submissions add column language text not null default 'en'
    constraint submissions_language_check check (language in ('en', 'es'))`.execute(db);
  await sql`alter table link_steps add column language text not null default 'en'
    constraint link_steps_language_check check (language in ('en', 'es'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table link_steps drop column if exists language`.execute(db);
  await sql`alter table submissions drop column if exists language`.execute(db);
}
