import { sql, type Kysely } from 'kysely';

/**
 * Issue 18, the evidence a Signature Certificate prints. A link records the patient's acceptance
 * of the e-sign disclosure (when, and which version of its text: core esign-consent.ts). Each
 * submission, and each bucket form waiting in link_steps, records when the patient sent it and
 * from where: signer is the IP address and browser (user agent) sealed with the cipher like the
 * answers, an address tied to a patient being personal data. Rows made before this stay null:
 * their certificate says the facts were not recorded. Reversible.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table form_links
    add column consent_accepted_at timestamptz,
    add column consent_version text`.execute(db);
  await sql`alter table link_steps
    add column signed_at timestamptz,
    add column signer text`.execute(db);
  await sql`alter table submissions
    add column signed_at timestamptz,
    add column signer text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table submissions drop column if exists signer,
    drop column if exists signed_at`.execute(db);
  await sql`alter table link_steps drop column if exists signer,
    drop column if exists signed_at`.execute(db);
  await sql`alter table form_links drop column if exists consent_version,
    drop column if exists consent_accepted_at`.execute(db);
}
