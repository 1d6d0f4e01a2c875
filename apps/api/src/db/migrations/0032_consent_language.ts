import { sql, type Kysely } from 'kysely';

/**
 * Issue 21: the language the e-sign disclosure was shown in when the patient accepted it. The
 * Signature Certificate quotes the disclosure in it; the link's own `language` may change after
 * (the patient switches the page), and the submission's is the one the form was filled in.
 * Links accepted before this column existed keep null: the certificate then falls back to the
 * submission's language, as it did. Reversible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table form_links add column consent_language text
    constraint form_links_consent_language_check check (consent_language in ('en', 'es'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table form_links drop column if exists consent_language`.execute(db);
}
