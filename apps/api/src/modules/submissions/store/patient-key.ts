import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { DbExecutor } from '../../../db/database.js';
import type { Cipher } from '../../../lib/crypto.js';

/** Who a patient is, as encounters group them: names and birth date as the forms gave them. */
export interface PatientIdentity {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, or null when no form asked. */
  dob: string | null;
}

export interface PatientKey {
  key: string;
  /** The keyring key it was made under (encounters.patient_key_id). */
  keyId: string;
}

const normalised = (p: PatientIdentity) =>
  `${p.firstName.trim().toLowerCase()}|${p.lastName.trim().toLowerCase()}|${p.dob ?? ''}`;

/**
 * Encounters count and list distinct patients by this key (Security II, finding 4): an HMAC of
 * the normalised name and birth date under the primary key's patient-key HMAC key, so a copy of
 * the database alone cannot turn keys back into people by trying names and dates.
 */
export function patientKey(cipher: Cipher, patient: PatientIdentity): PatientKey {
  const { keyId, mac } = cipher.mac('patient-key', normalised(patient));
  return { key: mac, keyId };
}

/** The unkeyed form rows made before migration 0012 hold (patient_key_id null). */
function legacyPatientKey(patient: PatientIdentity): string {
  return createHash('sha256').update(normalised(patient)).digest('hex');
}

/** Every other key this patient's older rows may carry: under each older key, and unkeyed. */
function olderKeys(cipher: Cipher, patient: PatientIdentity, current: PatientKey): string[] {
  const keys = cipher
    .keyIds()
    .filter((id) => id !== current.keyId)
    .map((id) => cipher.mac('patient-key', normalised(patient), id).mac);
  return [...keys, legacyPatientKey(patient)];
}

/**
 * Moves a clinic's encounters from older keys to the current one, with their row in the
 * patient_keys counter (migration 0009), in the caller's transaction. The counter's triggers
 * follow only months on update, so its rows are renamed here; should a patient have rows under
 * two keys already, they are merged and the clinic's month counts of new patients corrected.
 */
export async function movePatientKeys(
  trx: DbExecutor,
  companyId: number,
  from: readonly string[],
  to: PatientKey,
): Promise<number> {
  const old = from.filter((k) => k !== to.key);
  if (old.length === 0) return 0;
  const moved = await trx
    .updateTable('encounters')
    .set({ patient_key: to.key, patient_key_id: to.keyId })
    .where('company_id', '=', companyId)
    .where('patient_key', 'in', old)
    .executeTakeFirst();
  const count = Number(moved.numUpdatedRows);
  if (count === 0) return 0;
  const keys = [...old, to.key];
  const counters = await sql<{ month: string; encounters: number }>`
    delete from patient_keys where company_id = ${companyId}
      and patient_key in (${sql.join(keys)})
    returning to_char(month, 'YYYY-MM-DD') as month, encounters
  `.execute(trx);
  if (counters.rows.length === 0) return count;
  const first = counters.rows.map((r) => r.month).sort()[0]!;
  const total = counters.rows.reduce((n, r) => n + Number(r.encounters), 0);
  await sql`insert into patient_keys (company_id, patient_key, month, encounters)
    values (${companyId}, ${to.key}, ${first}::date, ${total})`.execute(trx);
  // Merged rows were each counted as a new patient in their month: keep only the first.
  for (const extra of counters.rows
    .map((r) => r.month)
    .sort()
    .slice(1)) {
    await sql`update company_months set patients = patients - 1
      where company_id = ${companyId} and month = ${extra}::date`.execute(trx);
  }
  return count;
}

/** Before a new encounter: this patient's rows under older keys join the current key. */
export async function joinOlderKeys(
  trx: DbExecutor,
  cipher: Cipher,
  companyId: number,
  patient: PatientIdentity,
): Promise<PatientKey> {
  const current = patientKey(cipher, patient);
  await movePatientKeys(trx, companyId, olderKeys(cipher, patient, current), current);
  return current;
}
