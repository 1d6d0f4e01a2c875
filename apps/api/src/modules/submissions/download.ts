import { messages, SUBMISSION_URL_PATTERN } from '@paperless/core';
import type { DbExecutor } from '../../db/database.js';
import { writeAudit, type AuditActor } from '../../lib/audit.js';
import type { Cipher } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import type { Storage } from '../../lib/storage.js';
import { loadSubmissionFiles, readSubmissionPdf, refusalError } from './stored-pdf.js';

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
 * checked against the recorded sha256 before it leaves (stored-pdf.ts). Every attempt on an
 * existing file of the company is audited, refused ones with outcome failure. The name is the
 * filing name (file-names.ts), made from the visit's names for rows stored before it.
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
  const [file] = await loadSubmissionFiles(db, companyId, [submissionIdOf(url)]);
  if (!file) throw new AppError('not_found', messages.notFound);

  const read = await readSubmissionPdf({ storage, cipher }, file);
  const reason = 'refused' in read ? read.refused : undefined;
  await writeAudit(db, actor, {
    action: 'submission.download',
    outcome: reason ? 'failure' : 'success',
    targetType: 'submission',
    targetId: file.id,
    details: reason ? { company_id: companyId, reason } : { company_id: companyId },
  });
  if ('refused' in read) throw refusalError[read.refused]();
  return { fileName: file.fileName, bytes: read.bytes };
}
