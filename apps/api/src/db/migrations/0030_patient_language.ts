import { sql, type Kysely } from 'kysely';

/**
 * Issue 21, Spanish: the language a patient reads their link in. `companies.patient_language` is
 * the clinic's default for a send; `form_links.language` is the one chosen when the link was
 * sent, so a resend, a reminder and the patient's page keep it even after the clinic's default
 * changes. Existing clinics and links are English, as they were. The check names the languages
 * core's PATIENT_LANGUAGES holds; adding a language widens it in a new migration. Reversible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table companies add column patient_language text not null default 'en'
    constraint companies_patient_language_check check (patient_language in ('en', 'es'))`.execute(
    db,
  );
  await sql`alter table form_links add column language text not null default 'en'
    constraint form_links_language_check check (language in ('en', 'es'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table form_links drop column if exists language`.execute(db);
  await sql`alter table companies drop column if exists patient_language`.execute(db);
}
