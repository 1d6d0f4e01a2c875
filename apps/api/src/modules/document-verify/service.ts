import { submissionUrl, verifyMessages, type VerifyResponse } from '@paperless/core';
import type { DbExecutor } from '../../db/database.js';
import { writeAudit, type AuditActor } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { loadSubmissionFiles } from '../submissions/index.js';
import type { HashedBody } from './body.js';

/**
 * Verify a document (issue 18): is this PDF an unaltered copy of one of the clinic's submitted
 * forms? It is when its SHA-256 equals a submission's pdf_sha256, the hash of the PDF as it was
 * made, which is also exactly what the download serves (it checks the bytes against that hash
 * before sending them). One byte changed and nothing matches. Only the company in scope is
 * searched, so another clinic's PDF is simply not found. Every check is audited with its result
 * and ids, never a name; a refused upload too.
 */
export async function verifyDocument(
  { db, actor }: { db: DbExecutor; actor: AuditActor },
  companyId: number,
  body: HashedBody,
): Promise<VerifyResponse['data']> {
  if (body.kind !== 'pdf') {
    await writeAudit(db, actor, {
      action: 'document.verify',
      outcome: 'failure',
      targetType: 'company',
      targetId: companyId,
      details: { company_id: companyId, reason: body.kind, size: body.size },
    });
    if (body.kind === 'too_large')
      throw new AppError('too_large', verifyMessages.tooLarge, { file: [verifyMessages.tooLarge] });
    throw AppError.field('file', verifyMessages.notPdf);
  }

  const row = await db
    .selectFrom('submissions')
    .select('id')
    .where('company_id', '=', companyId)
    .where('pdf_sha256', '=', body.sha256)
    .where('pdf_status', '=', 'ready')
    .orderBy('id')
    .executeTakeFirst();
  const [file] = row ? await loadSubmissionFiles(db, companyId, [String(row.id)]) : [];
  await writeAudit(db, actor, {
    action: 'document.verify',
    targetType: file ? 'submission' : 'company',
    targetId: file ? file.id : companyId,
    details: {
      company_id: companyId,
      matched: Boolean(file),
      sha256: body.sha256,
      size: body.size,
    },
  });
  return {
    matched: Boolean(file),
    sha256: body.sha256,
    size: body.size,
    submission: file
      ? {
          submission_id: Number(file.id),
          url: submissionUrl(Number(file.id)),
          form_name: file.formName,
          patient_name: `${file.patient.firstName} ${file.patient.lastName}`.trim(),
          dob: file.patient.dob,
          submitted_at: file.createdAt.toISOString(),
          pdf_name: file.fileName,
        }
      : null,
  };
}
