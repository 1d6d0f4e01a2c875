import { createHash } from 'node:crypto';
import type { Db } from '../../src/db/database.js';
import type { SubmissionsTable } from '../../src/db/schema.js';

/** Test data: an encounter of a patient with its submitted forms, as the patient flow stores them. */
export interface TestVisit {
  first: string;
  last: string;
  dob: string | null;
  at: Date;
  files: {
    formName: string;
    pdfName?: string;
    status?: SubmissionsTable['pdf_status'];
    pdfKey?: string;
    sha256?: string;
  }[];
}

export const sha256 = (bytes: Uint8Array | string) =>
  createHash('sha256').update(bytes).digest('hex');

export async function addVisit(db: Db, companyId: number, visit: TestVisit): Promise<string[]> {
  const form = await db
    .selectFrom('forms')
    .select(['id', 'version'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const encounter = await db
    .insertInto('encounters')
    .values({
      company_id: companyId,
      patient_first_name: visit.first,
      patient_last_name: visit.last,
      patient_dob: visit.dob,
      patient_key: sha256(`${visit.first.toLowerCase()}|${visit.last.toLowerCase()}|${visit.dob}`),
      completed_at: visit.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids: string[] = [];
  for (const [i, file] of visit.files.entries()) {
    const row = await db
      .insertInto('submissions')
      .values({
        encounter_id: encounter.id,
        company_id: companyId,
        form_id: form.id,
        form_version: form.version,
        form_name: file.formName,
        pdf_name: file.pdfName ?? null,
        pdf_status: file.status ?? null,
        pdf_key: file.pdfKey ?? null,
        pdf_sha256: file.sha256 ?? null,
        // Files of one visit a second apart, so their order is known.
        created_at: new Date(visit.at.getTime() + i * 1_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(String(row.id));
  }
  return ids;
}
