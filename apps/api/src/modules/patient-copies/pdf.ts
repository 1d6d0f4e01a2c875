import {
  isKnownTimeZone,
  localDateOf,
  localizeText,
  patientCopyMessages as m,
  type PatientLanguage,
} from '@paperless/core';
import type { DbExecutor } from '../../db/database.js';
import type { Cipher } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import type { Storage } from '../../lib/storage.js';
import {
  safeFileName,
  renderPacketPdf,
  type PacketForm,
  loadSubmissionFiles,
  readSubmissionPdf,
  refusalOf,
  type PdfRefusal,
  type SubmissionFile,
} from '../submissions/index.js';

/** Seconds the page is told to wait (Retry-After) before asking again for a PDF being made. */
export const COPY_RETRY_SECONDS = 3;

/** The refusals that mean "still being made"; the route marks them with Retry-After. */
const stillBeingMade = new WeakSet<AppError>();

/**
 * Whether a refusal means the PDF is still being made: both it and a failed PDF are 409 in the
 * patient's language, so the page tells them apart by the Retry-After the route adds to this one.
 */
export const isStillBeingMade = (error: unknown): boolean =>
  error instanceof AppError && stillBeingMade.has(error);

/**
 * A PDF still being made: the page asks again. Any other refusal (failed, missing, altered) is
 * the practice's to fix, and the patient is told to ask it; the staff's downloads name the cause.
 * Both are in the copy's language.
 */
function refusal(
  reason: PdfRefusal | 'none',
  copy: { practiceName: string; language: PatientLanguage },
): AppError {
  if (reason === 'pending') {
    const error = new AppError('conflict', localizeText(m.pending, copy.language));
    stillBeingMade.add(error);
    return error;
  }
  return new AppError('conflict', localizeText(m.failed(copy.practiceName), copy.language));
}

/**
 * The file's name: the practice, the form (or 'Forms'), the day. No patient name: the file
 * lands in a downloads folder, maybe on a shared computer, and its name shows in lists.
 */
function copyFileName(files: readonly SubmissionFile[], practice: string): string {
  const latest = files[files.length - 1]!;
  const title = files.length === 1 ? latest.formName : 'Forms';
  const day = isKnownTimeZone(latest.timeZone)
    ? localDateOf(latest.createdAt, latest.timeZone)
    : latest.createdAt.toISOString().slice(0, 10);
  return safeFileName(`${practice} - ${title}`, 'pdf', ` - ${day}`);
}

/**
 * The visit's PDFs as the patient gets them: one form's PDF exactly as made (so Verify matches
 * it), several as one packet (submissions/packet-pdf.ts: a cover listing them, then each
 * unchanged). Each file is read and checked against its recorded checksum first.
 */
export async function copyPdfOf(
  deps: { db: DbExecutor; storage: Storage; cipher: Cipher },
  copy: { companyId: number; encounterId: string; practiceName: string; language: PatientLanguage },
): Promise<{ fileName: string; bytes: Buffer; forms: number }> {
  const rows = await deps.db
    .selectFrom('submissions')
    .select('id')
    .where('encounter_id', '=', copy.encounterId)
    .where('company_id', '=', copy.companyId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const files = await loadSubmissionFiles(
    deps.db,
    copy.companyId,
    rows.map((row) => String(row.id)),
  );
  if (files.length === 0) throw refusal('none', copy);
  for (const file of files) {
    const early = refusalOf(file);
    if (early) throw refusal(early, copy);
  }
  const forms: PacketForm[] = [];
  for (const file of files) {
    const read = await readSubmissionPdf(deps, file);
    if ('refused' in read) throw refusal(read.refused, copy);
    forms.push({ file, bytes: read.bytes });
  }
  const bytes =
    forms.length === 1
      ? Buffer.from(forms[0]!.bytes)
      : Buffer.from(await renderPacketPdf(forms, new Date()));
  return { fileName: copyFileName(files, copy.practiceName), bytes, forms: files.length };
}
