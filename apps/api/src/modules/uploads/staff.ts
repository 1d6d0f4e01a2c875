import { messages, uploadMessages, type SubmissionUpload } from '@paperless/core';
import type { DbExecutor } from '../../db/database.js';
import { writeAudit, type AuditActor } from '../../lib/audit.js';
import type { Cipher } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import type { Storage } from '../../lib/storage.js';
import { loadFormDefinition } from '../forms/index.js';
import { fileFieldsOf } from './file-fields.js';
import { openUpload } from './open.js';

const notFound = () => new AppError('not_found', messages.notFound);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' } as const;

/** The company's submission, or 404: another clinic's id is simply not found. */
async function submissionOf(db: DbExecutor, companyId: number, submissionId: number) {
  const row = await db
    .selectFrom('submissions')
    .select(['id', 'form_id', 'form_version'])
    .where('id', '=', String(submissionId))
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Each file question's label in the version the patient answered (the key, when it has none). */
async function labelsOf(db: DbExecutor, submission: { form_id: number; form_version: number }) {
  const definition = await loadFormDefinition(db, submission.form_id, submission.form_version);
  return new Map((definition ? fileFieldsOf(definition) : []).map((f) => [f.name, f.label]));
}

const uploadColumns = [
  'id',
  'field',
  'mime',
  'bytes',
  'width',
  'height',
  'pages',
  'storage_key',
  'sha256',
] as const;

/** A submission's files, in the order they were uploaded; the read is audited. */
export async function listSubmissionUploads(
  { db, actor }: { db: DbExecutor; actor: AuditActor },
  companyId: number,
  submissionId: number,
): Promise<SubmissionUpload[]> {
  const submission = await submissionOf(db, companyId, submissionId);
  const rows = await db
    .selectFrom('form_uploads')
    .select(uploadColumns)
    .where('submission_id', '=', submission.id)
    .where('company_id', '=', companyId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const labels = await labelsOf(db, submission);
  await writeAudit(db, actor, {
    action: 'submissions.upload_list',
    targetType: 'submission',
    targetId: submission.id,
    details: { company_id: companyId, uploads: rows.length },
  });
  return rows.map((row) => ({
    upload_id: row.id,
    field: row.field,
    label: labels.get(row.field) ?? row.field,
    mime: row.mime,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    pages: row.pages,
  }));
}

/** A Content-Disposition name from the question's label: `Insurance-card-front.jpg`. */
export function uploadFileName(label: string, mime: keyof typeof EXTENSIONS): string {
  const base = label
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 100);
  return `${base || 'upload'}.${EXTENSIONS[mime]}`;
}

/**
 * One file of a submission, opened for staff: found by its id, the submission's and the
 * company's together, checked against its recorded sha256. Every attempt on an existing file
 * is audited, refused ones with outcome failure.
 */
export async function openSubmissionUpload(
  deps: { db: DbExecutor; actor: AuditActor; storage: Storage; cipher: Cipher },
  companyId: number,
  submissionId: number,
  uploadId: string,
): Promise<{ fileName: string; mime: string; bytes: Buffer }> {
  if (!UUID.test(uploadId)) throw notFound();
  const submission = await submissionOf(deps.db, companyId, submissionId);
  const row = await deps.db
    .selectFrom('form_uploads')
    .select(uploadColumns)
    .where('id', '=', uploadId.toLowerCase())
    .where('submission_id', '=', submission.id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw notFound();
  const audit = (outcome: 'success' | 'failure', reason?: string) =>
    writeAudit(deps.db, deps.actor, {
      action: 'submissions.upload_view',
      outcome,
      targetType: 'form_upload',
      targetId: row.id,
      details: { company_id: companyId, submission_id: submission.id, ...(reason && { reason }) },
    });
  const opened = await openUpload(deps, row);
  if (!opened.ok) {
    await audit('failure', opened.reason);
    throw opened.reason === 'missing'
      ? new AppError('not_found', uploadMessages.fileMissing)
      : new AppError('conflict', uploadMessages.fileIntegrity);
  }
  await audit('success');
  const label = (await labelsOf(deps.db, submission)).get(row.field) ?? row.field;
  return { fileName: uploadFileName(label, row.mime), mime: row.mime, bytes: opened.bytes };
}
