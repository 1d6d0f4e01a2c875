import type { DbExecutor } from '../../db/database.js';
import { writeAudit } from '../../lib/audit.js';
import type { Cipher } from '../../lib/crypto.js';
import { notifyClinicUsers } from './clinic-notice.js';

/** Where the bell's entry leads: the list where the failed PDF shows with "Try again". */
export const SUBMITTED_FORMS_PATH = '/submitted-forms';

/** The bell's words: the form, never the patient (as the completion notice). */
export const pdfFailedNotice = {
  title: 'A PDF could not be created',
  body: (form: string) =>
    `The PDF of a submitted ${form} could not be created. Open Submitted Forms and choose Try again.`,
} as const;

/**
 * A submission's PDF gave up (a handler of `submission.pdf_failed`): every live user of the clinic
 * finds it in the bell, leading to Submitted Forms. The bell only, no e-mail: a failure that hits
 * many submissions at once (a font the renderer cannot handle) would otherwise fill mailboxes,
 * and the list shows each failed PDF with its Try again. The audit row says how many were told.
 */
export async function notifyPdfFailed(
  trx: DbExecutor,
  opts: {
    cipher: Cipher;
    companyId: number;
    submissionId: string;
    formName: string;
    attempts: number;
    stage: string;
    error: string;
  },
): Promise<void> {
  const told = await notifyClinicUsers(trx, opts.cipher, opts.companyId, {
    title: pdfFailedNotice.title,
    body: pdfFailedNotice.body(opts.formName),
    linkPath: SUBMITTED_FORMS_PATH,
  });
  await writeAudit(
    trx,
    { userId: null, role: null, companyId: opts.companyId, ip: null },
    {
      action: 'submission.pdf_failed',
      targetType: 'submission',
      targetId: opts.submissionId,
      details: {
        attempts: opts.attempts,
        stage: opts.stage,
        error: opts.error,
        notified_users: told.notified,
      },
    },
  );
}
