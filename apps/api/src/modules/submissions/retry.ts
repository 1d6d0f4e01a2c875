import { messages, submissionMessages } from '@paperless/core';
import type { Db } from '../../db/database.js';
import { writeAudit, type AuditActor } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/sessions.js';
import { companyInScope } from '../../lib/tenancy.js';

/**
 * "Try again" on a PDF that gave up (issue 39): the submission, looked up by id and the company
 * in scope (another company's is not found), goes back to the PDF queue with its tries counted
 * from nought, under its row lock, audited in the same transaction. Only a failed PDF may be
 * retried (409 otherwise): a pending one is being made, a ready one exists. The caller wakes the
 * worker after the commit.
 */
export async function retrySubmissionPdf(
  { db, auth, actor }: { db: Db; auth: AuthContext; actor: AuditActor },
  submissionId: number,
  requestedCompany: number | undefined,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const companyId = await companyInScope(trx, auth, requestedCompany);
    const row = await trx
      .selectFrom('submissions')
      .select(['id', 'pdf_status', 'pdf_failures'])
      .where('id', '=', String(submissionId))
      .where('company_id', '=', companyId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError('not_found', messages.notFound);
    if (row.pdf_status !== 'failed') {
      throw new AppError('conflict', submissionMessages.retryNotFailed);
    }
    await trx
      .updateTable('submissions')
      .set({ pdf_status: 'pending', pdf_attempts: 0, pdf_lease_until: null })
      .where('id', '=', row.id)
      .execute();
    await writeAudit(trx, actor, {
      action: 'submission.pdf_retry',
      targetType: 'submission',
      targetId: row.id,
      details: { company_id: companyId, failures: row.pdf_failures },
    });
  });
}
