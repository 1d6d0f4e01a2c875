import {
  submissionUrl,
  type PatientRecord,
  type PdfStatus,
  type SubmittedFile,
} from '@paperless/core';
import { sql, type SqlBool } from 'kysely';
import type { DbExecutor } from '../../db/database.js';
import { writeAudit, type AuditActor } from '../../lib/audit.js';

export interface SubmittedFormsPage {
  patients: PatientRecord[];
  total: number;
}

/** `%term%` for LIKE, with the term's own wildcards taken literally (backslash is the escape). */
function likeNeedle(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The spec's search: patient name (either order), date of birth as stored (YYYY-MM-DD) and as
 * shown (MM/DD/YYYY), form name and pdf name. A patient matches when any of their encounters or
 * submitted files does; the whole patient is then listed.
 */
function patientMatches(companyId: number, term: string) {
  const needle = likeNeedle(term);
  return sql<SqlBool>`e.patient_key in (
    select m.patient_key from encounters m
    left join submissions ms on ms.encounter_id = m.id
    where m.company_id = ${companyId} and (
      lower(m.patient_first_name || ' ' || m.patient_last_name) like ${needle}
      or lower(m.patient_last_name || ' ' || m.patient_first_name) like ${needle}
      or coalesce(to_char(m.patient_dob, 'YYYY-MM-DD'), '') like ${needle}
      or coalesce(to_char(m.patient_dob, 'MM/DD/YYYY'), '') like ${needle}
      or lower(coalesce(ms.form_name, '')) like ${needle}
      or lower(coalesce(ms.pdf_name, '')) like ${needle}
    )
  )`;
}

/** The stored name, or one made from the form name and day (rows made before PDFs had none). */
export function pdfNameOf(row: { pdf_name: string | null; form_name: string; created_at: Date }) {
  if (row.pdf_name) return row.pdf_name;
  const base = row.form_name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'form';
  return `${base}-${row.created_at.toISOString().slice(0, 10)}.pdf`;
}

function statusOf(row: { pdf_status: string | null; pdf_key: string | null }): PdfStatus {
  if (row.pdf_status === 'ready') return row.pdf_key ? 'ready' : 'unavailable';
  if (row.pdf_status === 'pending' || row.pdf_status === 'failed') return row.pdf_status;
  return 'unavailable';
}

/**
 * One page of a company's patients (encounters grouped by patient_key), most recent first, each
 * with every submitted form. Paged over patients by the server; the read is audited with ids and
 * counts only (the search term may be a patient's name, so it is not recorded).
 */
export async function listSubmittedForms(
  { db, actor }: { db: DbExecutor; actor: AuditActor },
  companyId: number,
  query: { search?: string | undefined; page: number; per_page: number },
): Promise<SubmittedFormsPage> {
  const term = query.search?.trim() ?? '';
  const scoped = db
    .selectFrom('encounters as e')
    .where('e.company_id', '=', companyId)
    .$if(term !== '', (q) => q.where(patientMatches(companyId, term)));

  const [counted, keys] = await Promise.all([
    scoped.select(sql<string>`count(distinct e.patient_key)`.as('total')).executeTakeFirstOrThrow(),
    scoped
      .select(['e.patient_key', sql<Date>`max(e.completed_at)`.as('last_at')])
      .groupBy('e.patient_key')
      .orderBy('last_at', 'desc')
      .orderBy('e.patient_key')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
  ]);
  const patients = await patientRecords(
    db,
    companyId,
    keys.map((k) => k.patient_key),
  );
  await writeAudit(db, actor, {
    action: 'submissions.list',
    targetType: 'company',
    targetId: companyId,
    details: {
      page: query.page,
      searched: term !== '',
      patients: patients.length,
      files: patients.reduce((n, p) => n + p.files.length, 0),
    },
  });
  return { patients, total: Number(counted.total) };
}

/** The patients of these keys, in the order given, with their files newest first. */
async function patientRecords(
  db: DbExecutor,
  companyId: number,
  keys: string[],
): Promise<PatientRecord[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('encounters as e')
    .leftJoin('submissions as s', 's.encounter_id', 'e.id')
    .where('e.company_id', '=', companyId)
    .where('e.patient_key', 'in', keys)
    .select([
      'e.patient_key',
      'e.patient_first_name',
      'e.patient_last_name',
      sql<string | null>`to_char(e.patient_dob, 'YYYY-MM-DD')`.as('dob'),
      'e.completed_at',
      's.id as submission_id',
      's.form_name',
      's.pdf_name',
      's.pdf_key',
      's.pdf_status',
      's.created_at',
    ])
    .orderBy('e.completed_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();

  const byKey = new Map<string, PatientRecord>();
  for (const row of rows) {
    // Rows come newest first: the first one of a patient gives the name as last written.
    let patient = byKey.get(row.patient_key);
    if (!patient) {
      patient = {
        patient_key: row.patient_key,
        patient_name: `${row.patient_first_name} ${row.patient_last_name}`.trim(),
        dob: row.dob,
        last_submitted_at: row.completed_at.toISOString(),
        files: [],
      };
      byKey.set(row.patient_key, patient);
    }
    if (row.submission_id === null || row.form_name === null || row.created_at === null) continue;
    const file: SubmittedFile = {
      submission_id: Number(row.submission_id),
      form_name: row.form_name,
      url: submissionUrl(Number(row.submission_id)),
      pdf_name: pdfNameOf({
        pdf_name: row.pdf_name,
        form_name: row.form_name,
        created_at: row.created_at,
      }),
      submitted_at: row.created_at.toISOString(),
      status: statusOf({ pdf_status: row.pdf_status, pdf_key: row.pdf_key }),
    };
    patient.files.push(file);
  }
  return keys.flatMap((key) => byKey.get(key) ?? []);
}
