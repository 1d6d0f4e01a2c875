import {
  SUBMITTED_FORMS_COUNT_CAP,
  submissionUrl,
  type PatientRecord,
  type SubmittedFormsSort,
  type PdfStatus,
  type SubmittedFile,
} from '@paperless/core';
import { sql, type QueryCreator, type SqlBool } from 'kysely';
import type { DbExecutor } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { writeAudit, type AuditActor } from '../../lib/audit.js';
import { downloadName } from './file-names.js';

export interface SubmittedFormsPage {
  patients: PatientRecord[];
  /** Every patient of the clinic; with a search, the matching ones up to the count cap. */
  total: number;
  /** More patients match the search than SUBMITTED_FORMS_COUNT_CAP. */
  totalCapped: boolean;
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
  return sql<SqlBool>`sp.patient_key in (
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

/**
 * The name a file is downloaded under. With the visit's names and the clinic's zone: the filing
 * name (file-names.ts), made now for rows stored before it. Without them: the stored name, or
 * one made from the form name and day (rows made before PDFs had names).
 */
export function pdfNameOf(
  row: { pdf_name: string | null; form_name: string; created_at: Date },
  patient?: { firstName: string; lastName: string; timeZone: string },
) {
  if (patient)
    return downloadName(row.pdf_name, { ...patient, title: row.form_name, at: row.created_at });
  if (row.pdf_name) return row.pdf_name;
  const base = row.form_name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'form';
  return `${base}-${row.created_at.toISOString().slice(0, 10)}.pdf`;
}

export function statusOf(row: { pdf_status: string | null; pdf_key: string | null }): PdfStatus {
  if (row.pdf_status === 'ready') return row.pdf_key ? 'ready' : 'unavailable';
  if (row.pdf_status === 'pending' || row.pdf_status === 'failed') return row.pdf_status;
  return 'unavailable';
}

/** The company's patients (migration 0015's rollup), narrowed by the search when there is one. */
function patientsOf(db: QueryCreator<Database>, companyId: number, term: string) {
  return db
    .selectFrom('submitted_patients as sp')
    .where('sp.company_id', '=', companyId)
    .$if(term !== '', (q) => q.where(patientMatches(companyId, term)));
}

/**
 * How many patients a list has. Unsearched: the clinic's distinct patients as the dashboard
 * rollup keeps them (company_months.patients, migration 0009, exact and kept in the same
 * transactions), a read of one row per month instead of a walk over a busy clinic's patients.
 * Searched: the matching patients, counted no further than one past `cap`, enough to say "more
 * than".
 */
export async function countPatients(
  db: DbExecutor,
  companyId: number,
  term: string,
  cap: number = SUBMITTED_FORMS_COUNT_CAP,
): Promise<{ total: number; capped: boolean }> {
  if (term === '') {
    const row = await db
      .selectFrom('company_months')
      .select(sql<string>`coalesce(sum(patients), 0)`.as('n'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow();
    return { total: Number(row.n), capped: false };
  }
  const upTo = patientsOf(db, companyId, term)
    .select('sp.patient_key')
    .limit(cap + 1)
    .as('upto');
  const row = await db
    .selectFrom(upTo)
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  return { total: Math.min(n, cap), capped: n > cap };
}

/**
 * One page of a company's patients, by their latest submission (newest first unless asked
 * otherwise), each with every submitted form. Paged over patients by the server through the
 * submitted_patients index; the read is audited with ids and counts only (the search term may be
 * a patient's name, so it is not recorded).
 */
export async function listSubmittedForms(
  {
    db,
    actor,
    timeZone = 'UTC',
  }: {
    db: DbExecutor;
    actor: AuditActor;
    /** The clinic's zone: the day in each file's name. */
    timeZone?: string;
  },
  companyId: number,
  query: {
    search?: string | undefined;
    sort?: SubmittedFormsSort | undefined;
    page: number;
    per_page: number;
  },
): Promise<SubmittedFormsPage> {
  const term = query.search?.trim() ?? '';
  const [counted, patients] = await Promise.all([
    countPatients(db, companyId, term),
    pageOfPatients(db, companyId, { ...query, term, timeZone }),
  ]);
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
  return { patients, total: counted.total, totalCapped: counted.capped };
}

/**
 * The page's patients with their encounters and files, in one statement: the page of keys from
 * the index, then each key's encounters (newest first) and their files.
 */
async function pageOfPatients(
  db: DbExecutor,
  companyId: number,
  q: {
    term: string;
    sort?: SubmittedFormsSort | undefined;
    page: number;
    per_page: number;
    timeZone: string;
  },
): Promise<PatientRecord[]> {
  // Oldest first reads the index backwards, so its ties come in the reverse order too.
  const order = q.sort === 'date_asc' ? (['asc', 'desc'] as const) : (['desc', 'asc'] as const);
  const rows = await db
    .with('page', (w) =>
      patientsOf(w, companyId, q.term)
        .select(['sp.patient_key', 'sp.last_submitted_at'])
        .orderBy('sp.last_submitted_at', order[0])
        .orderBy('sp.patient_key', order[1])
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page),
    )
    .selectFrom('page as p')
    .innerJoin('encounters as e', (join) =>
      join.onRef('e.patient_key', '=', 'p.patient_key').on('e.company_id', '=', companyId),
    )
    .leftJoin('submissions as s', 's.encounter_id', 'e.id')
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
    .orderBy('p.last_submitted_at', order[0])
    .orderBy('p.patient_key', order[1])
    .orderBy('e.completed_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();

  // Rows come patient by patient in the page's order (a Map keeps it), each newest first.
  const byKey = new Map<string, PatientRecord>();
  for (const row of rows) {
    // The first row of a patient gives the name as last written.
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
      pdf_name: pdfNameOf(
        { pdf_name: row.pdf_name, form_name: row.form_name, created_at: row.created_at },
        // This visit's names, as the file was made for them.
        {
          firstName: row.patient_first_name,
          lastName: row.patient_last_name,
          timeZone: q.timeZone,
        },
      ),
      submitted_at: row.created_at.toISOString(),
      status: statusOf({ pdf_status: row.pdf_status, pdf_key: row.pdf_key }),
    };
    patient.files.push(file);
  }
  return [...byKey.values()];
}
