import { formatInZone } from '@paperless/core';
import type { DbExecutor } from '../../db/database.js';
import { writeAudits, type AuditActor } from '../../lib/audit.js';
import type { Cipher } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import type { Storage } from '../../lib/storage.js';
import { filingName } from './file-names.js';
import { packetMessages } from './packet-schemas.js';
import { renderPacketPdf, type PacketForm } from './packet-pdf.js';
import {
  loadSubmissionFiles,
  readSubmissionPdf,
  refusalError,
  refusalOf,
  type PdfRefusal,
  type SubmissionFile,
} from './stored-pdf.js';

export type PacketFormat = 'pdf' | 'zip';

export interface PacketCtx {
  db: DbExecutor;
  actor: AuditActor;
}

export interface PacketDeps extends PacketCtx {
  storage: Storage;
  cipher: Cipher;
}

/**
 * Audits a packet download as the single download is audited: one 'submission.download' row per
 * file, with the packet's format, so "who took this form" has one answer however it was taken.
 */
export function auditPacket(
  { db, actor }: PacketCtx,
  companyId: number,
  format: PacketFormat,
  files: readonly { file: SubmissionFile; refused?: PdfRefusal | undefined }[],
): Promise<void> {
  return writeAudits(
    db,
    files.map(({ file, refused }) => ({
      actor,
      event: {
        action: 'submission.download',
        outcome: refused ? 'failure' : 'success',
        targetType: 'submission',
        targetId: file.id,
        details: {
          company_id: companyId,
          packet: format,
          ...(refused ? { reason: refused } : {}),
        },
      },
    })),
  );
}

/**
 * The selected forms of the company in scope, in the order they were submitted (a bucket's
 * forms in the bucket's order), each with a PDF ready to read. A form of another company, or
 * none, is not found (as for the single download); forms whose PDF is not ready are named in a
 * 409, and the refusal is audited for each of them.
 */
export async function selectPacket(
  ctx: PacketCtx,
  companyId: number,
  ids: readonly string[],
  format: PacketFormat,
): Promise<SubmissionFile[]> {
  const files = await loadSubmissionFiles(ctx.db, companyId, ids);
  if (files.length !== ids.length) throw AppError.field('submission_ids', packetMessages.notFound);
  // The merged PDF's cover and file name name one patient, so it holds one patient's forms; a
  // ZIP is a folder of separate files and may hold several.
  if (format === 'pdf' && new Set(files.map(patientOf)).size > 1)
    throw AppError.field('submission_ids', packetMessages.onePatient);
  const refused = files.flatMap((file) => {
    const reason = refusalOf(file);
    return reason ? [{ file, refused: reason }] : [];
  });
  if (refused.length > 0) {
    await auditPacket(ctx, companyId, format, refused);
    const names = refused.map(
      ({ file, refused: reason }) =>
        `${file.formName} (${formatInZone(file.createdAt, file.timeZone)}, ${reasonText[reason]})`,
    );
    const message = packetMessages.notReady(names);
    throw new AppError('conflict', message, { submission_ids: [message] });
  }
  return files.sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || Number(a.id) - Number(b.id),
  );
}

/** Who a form is filed under, as encounters group patients: name and birth date, any case. */
const patientOf = ({ patient }: SubmissionFile) =>
  [patient.firstName, patient.lastName].map((n) => n.trim().toLowerCase()).join('|') +
  `|${patient.dob ?? ''}`;

const reasonText: Record<PdfRefusal, string> = {
  pending: 'still being prepared',
  failed: 'its PDF could not be created',
  unavailable: 'no PDF',
  missing: 'its file is missing',
  integrity: 'its file does not match its checksum',
};

/**
 * The name of a packet's file: the patient of its latest form, 'Forms' (or the form's title
 * when there is one), the day of its latest form.
 */
export function packetFileName(files: readonly SubmissionFile[], extension: PacketFormat): string {
  const latest = files[files.length - 1]!;
  return filingName(
    {
      ...latest.patient,
      title: files.length === 1 ? latest.formName : 'Forms',
      at: latest.createdAt,
      timeZone: latest.timeZone,
    },
    extension,
  );
}

/**
 * The selection as one PDF (packet-pdf.ts), with its name. Every file is read and checked first;
 * one that fails refuses the whole, audited for that file, as the single download would.
 */
export async function packetPdf(
  deps: PacketDeps,
  companyId: number,
  ids: readonly string[],
): Promise<{ fileName: string; bytes: Buffer }> {
  const files = await selectPacket(deps, companyId, ids, 'pdf');
  const forms: PacketForm[] = [];
  for (const file of files) {
    const read = await readSubmissionPdf(deps, file);
    if ('refused' in read) {
      await auditPacket(deps, companyId, 'pdf', [{ file, refused: read.refused }]);
      throw refusalError[read.refused]();
    }
    forms.push({ file, bytes: read.bytes });
  }
  const bytes = await renderPacketPdf(forms, new Date());
  await auditPacket(
    deps,
    companyId,
    'pdf',
    files.map((file) => ({ file })),
  );
  return { fileName: packetFileName(files, 'pdf'), bytes: Buffer.from(bytes) };
}
