import { submissionMessages } from '@paperless/core';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { DbExecutor } from '../../db/database.js';
import { openStoredFile, UnknownKeyError, type Cipher } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import type { Storage } from '../../lib/storage.js';
import { downloadName } from './file-names.js';

/**
 * A submission's PDF as the downloads read it: the row (always of the company in scope), the
 * name it is downloaded under, and reading its bytes back from storage. The single download,
 * the packet PDF and the ZIP share it, so each refuses the same files for the same reasons.
 */
export interface SubmissionFile {
  id: string;
  formName: string;
  createdAt: Date;
  pdfStatus: string | null;
  pdfKey: string | null;
  pdfSha256: string | null;
  /** `Lastname, Firstname - Form title - YYYY-MM-DD.pdf` (file-names.ts). */
  fileName: string;
  patient: { firstName: string; lastName: string; dob: string | null };
  timeZone: string;
  practiceName: string;
}

/** Why a file is not served; each reason is recorded in the audit row of the refusal. */
export type PdfRefusal = 'pending' | 'failed' | 'unavailable' | 'missing' | 'integrity';

export const refusalError: Record<PdfRefusal, () => AppError> = {
  pending: () => new AppError('conflict', submissionMessages.pdfPending),
  failed: () => new AppError('conflict', submissionMessages.pdfFailed),
  unavailable: () => new AppError('not_found', submissionMessages.pdfUnavailable),
  missing: () => new AppError('not_found', submissionMessages.pdfMissing),
  integrity: () => new AppError('conflict', submissionMessages.pdfIntegrity),
};

/** The company's submissions among `ids`, in the order of `ids`; ids of others are left out. */
export async function loadSubmissionFiles(
  db: DbExecutor,
  companyId: number,
  ids: readonly string[],
): Promise<SubmissionFile[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('submissions as s')
    .innerJoin('encounters as e', 'e.id', 's.encounter_id')
    .innerJoin('companies as c', 'c.id', 's.company_id')
    .select([
      's.id',
      's.form_name',
      's.pdf_name',
      's.pdf_key',
      's.pdf_status',
      's.pdf_sha256',
      's.created_at',
      'e.patient_first_name',
      'e.patient_last_name',
      sql<string | null>`to_char(e.patient_dob, 'YYYY-MM-DD')`.as('dob'),
      'c.time_zone',
      'c.name as practice_name',
    ])
    .where('s.id', 'in', ids)
    .where('s.company_id', '=', companyId)
    .execute();
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const patient = {
      firstName: row.patient_first_name,
      lastName: row.patient_last_name,
      dob: row.dob,
    };
    return [
      {
        id: String(row.id),
        formName: row.form_name,
        createdAt: row.created_at,
        pdfStatus: row.pdf_status,
        pdfKey: row.pdf_key,
        pdfSha256: row.pdf_sha256,
        fileName: downloadName(row.pdf_name, {
          ...patient,
          title: row.form_name,
          at: row.created_at,
          timeZone: row.time_zone,
        }),
        patient,
        timeZone: row.time_zone,
        practiceName: row.practice_name,
      },
    ];
  });
}

/** Why a file cannot be read now, from its row alone (no storage read). */
export function refusalOf(file: SubmissionFile): PdfRefusal | null {
  if (file.pdfStatus === 'pending') return 'pending';
  if (file.pdfStatus === 'failed') return 'failed';
  if (file.pdfStatus !== 'ready' || !file.pdfKey) return 'unavailable';
  return null;
}

/**
 * The PDF's bytes as they were made: opened (sealed at rest; files stored in clear before that
 * pass) and checked against the recorded sha256, so what leaves is exactly what was recorded
 * (and what Verify matches). A missing key is the installation's fault and is thrown as it is.
 */
export async function readSubmissionPdf(
  { storage, cipher }: { storage: Storage; cipher: Cipher },
  file: SubmissionFile,
): Promise<{ bytes: Buffer } | { refused: PdfRefusal }> {
  const early = refusalOf(file);
  if (early) return { refused: early };
  const stored = await storage.get(file.pdfKey!);
  if (!stored) return { refused: 'missing' };
  let bytes: Buffer;
  try {
    bytes = openStoredFile(cipher, stored);
  } catch (error) {
    if (error instanceof UnknownKeyError) throw error;
    return { refused: 'integrity' };
  }
  if (file.pdfSha256) {
    const actual = createHash('sha256').update(bytes).digest('hex');
    if (actual !== file.pdfSha256.toLowerCase()) return { refused: 'integrity' };
  }
  return { bytes };
}
