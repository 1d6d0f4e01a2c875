import { sql } from 'kysely';
import { movePatientKeys, patientKey } from '../submissions/index.js';
import type { ResealCount, ResealDeps } from './reseal.js';
import { PATIENT_KEY_TARGET } from './sealed-data.js';

const BATCH = 100;

/**
 * Patient keys made under an older key, or unkeyed (before migration 0012), made again under
 * the primary key from the names and birth date the encounter holds, one patient of a clinic at
 * a time. A patient's rows move together (movePatientKeys), so the patient list never splits.
 * Nothing here needs the old key: the key is recomputed, never opened.
 */
export async function rekeyPatients(deps: ResealDeps): Promise<ResealCount> {
  const count = { target: PATIENT_KEY_TARGET, resealed: 0, failed: 0 };
  let after: [number, string] = [0, ''];
  while (!deps.shouldStop?.()) {
    const primary = deps.cipher.primaryKeyId();
    const page = await sql<{
      company_id: number;
      patient_key: string;
      first: string;
      last: string;
      dob: string | null;
    }>`
      select distinct on (company_id, patient_key) company_id, patient_key,
        patient_first_name as first, patient_last_name as last,
        to_char(patient_dob, 'YYYY-MM-DD') as dob
      from encounters
      where patient_key_id is distinct from ${primary}
        and (company_id, patient_key) > (${after[0]}, ${after[1]})
      order by company_id, patient_key, id
      limit ${deps.batchSize ?? BATCH}
    `.execute(deps.db);
    if (page.rows.length === 0) break;
    const last = page.rows.at(-1)!;
    after = [last.company_id, last.patient_key];
    await deps.beforeWrite?.(count.target);
    await deps.db.transaction().execute(async (trx) => {
      for (const row of page.rows) {
        const to = patientKey(deps.cipher, {
          firstName: row.first,
          lastName: row.last,
          dob: row.dob,
        });
        count.resealed += await movePatientKeys(trx, row.company_id, [row.patient_key], to);
      }
    });
    deps.onBatch?.(count);
  }
  return count;
}
