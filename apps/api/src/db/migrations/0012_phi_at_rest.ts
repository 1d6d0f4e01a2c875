import type { Kysely } from 'kysely';

/**
 * Security II, finding 4: encounters.patient_key becomes an HMAC under a key of the keyring
 * (modules/submissions/store/patient-key.ts); patient_key_id names the keyring key it was made
 * under. Rows made before keep their unsalted sha256 with a null patient_key_id: a migration
 * cannot reach the keyring, so the server converts them (the re-seal pass it runs at start, and
 * any new visit of the same patient at once). form_links.recipient keeps its column; new values
 * are sealed text, and the same re-seal seals the ones stored in clear.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('encounters').addColumn('patient_key_id', 'text').execute();
  // The re-seal looks for keys not under the primary, per clinic.
  await db.schema
    .createIndex('encounters_patient_key_id')
    .on('encounters')
    .columns(['patient_key_id', 'company_id', 'patient_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('encounters_patient_key_id').ifExists().execute();
  await db.schema.alterTable('encounters').dropColumn('patient_key_id').execute();
}
