import { messages, SUBMISSION_URL_PATTERN, submissionMessages } from '@paperless/core';
import { createHash } from 'node:crypto';
import type { DbExecutor } from '../../db/database.js';
import { writeAudit, type AuditActor } from '../../lib/audit.js';
import { openStoredFile, UnknownKeyError, type Cipher } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import type { Storage } from '../../lib/storage.js';
import { pdfNameOf } from './list.js';

/** A Content-Disposition file name: ASCII letters, digits, dot, dash and underscore only. */
export function safeFileName(name: string): string {
  const cleaned = name
    .replace(/\.pdf$/i, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 120);
  return `${cleaned || 'form'}.pdf`;
}

/**
 * The submission a file reference names, as an id. Only 'submission:<id>' is accepted, so a
 * path, a storage key or anything else is simply not found (decision 14).
 */
function submissionIdOf(url: string): string {
  const match = SUBMISSION_URL_PATTERN.exec(url.trim());
  if (!match) throw new AppError('not_found', messages.notFound);
  return match[1]!;
}

/**
 * A submitted form's PDF, for a company in scope. The storage key comes from the row, never from
 * the request; the file is opened (sealed at rest; files stored in clear before that pass) and
 * checked against the recorded sha256 before it leaves. Every attempt on an existing file of
 * the company is audited, refused ones with outcome failure.
 */
export async function downloadSubmissionPdf(
  {
    db,
    actor,
    storage,
    cipher,
  }: { db: DbExecutor; actor: AuditActor; storage: Storage; cipher: Cipher },
  companyId: number,
  url: string,
): Promise<{ fileName: string; bytes: Buffer }> {
  const id = submissionIdOf(url);
  const row = await db
    .selectFrom('submissions')
    .select(['id', 'form_name', 'pdf_name', 'pdf_key', 'pdf_status', 'pdf_sha256', 'created_at'])
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  if (!row) throw new AppError('not_found', messages.notFound);

  const audit = (outcome: 'success' | 'failure', reason?: string) =>
    writeAudit(db, actor, {
      action: 'submission.download',
      outcome,
      targetType: 'submission',
      targetId: row.id,
      details: reason ? { company_id: companyId, reason } : { company_id: companyId },
    });
  const refuse = async (reason: string, error: AppError): Promise<never> => {
    await audit('failure', reason);
    throw error;
  };

  if (row.pdf_status === 'pending')
    return refuse('pending', new AppError('conflict', submissionMessages.pdfPending));
  if (row.pdf_status === 'failed')
    return refuse('failed', new AppError('conflict', submissionMessages.pdfFailed));
  if (row.pdf_status !== 'ready' || !row.pdf_key)
    return refuse('unavailable', new AppError('not_found', submissionMessages.pdfUnavailable));

  const stored = await storage.get(row.pdf_key);
  if (!stored) return refuse('missing', new AppError('not_found', submissionMessages.pdfMissing));
  let bytes: Buffer;
  try {
    bytes = openStoredFile(cipher, stored);
  } catch (error) {
    // A missing key is the installation's fault (a 500 naming the key id), not the file's.
    if (error instanceof UnknownKeyError) throw error;
    return refuse('integrity', new AppError('conflict', submissionMessages.pdfIntegrity));
  }
  if (row.pdf_sha256) {
    const actual = createHash('sha256').update(bytes).digest('hex');
    if (actual !== row.pdf_sha256.toLowerCase())
      return refuse('integrity', new AppError('conflict', submissionMessages.pdfIntegrity));
  }
  await audit('success');
  return { fileName: safeFileName(pdfNameOf(row)), bytes };
}
