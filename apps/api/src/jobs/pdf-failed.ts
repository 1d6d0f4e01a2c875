import type { Cipher } from '../lib/crypto.js';
import type { EventDefinition } from '../lib/jobs/runner.js';
import { notifyPdfFailed } from '../modules/notifications/index.js';
import { pdfFailed, type PdfFailed } from '../modules/submissions/index.js';

/**
 * What happens when a submission's PDF gives up after its last try (issue 39): the worker's
 * transaction marked it failed and recorded this event (modules/submissions/pdf-worker); the
 * clinic's users are told here, once per failure. The patient's side needs no handler: their
 * copy's page reads the PDF's state and promises the copy (modules/patient-copies/promise.ts).
 */
export function onPdfFailed(deps: { cipher: Cipher }): EventDefinition<PdfFailed> {
  return {
    ...pdfFailed,
    handlers: [
      {
        name: 'tell-clinic',
        run: (trx, e) =>
          notifyPdfFailed(trx, {
            cipher: deps.cipher,
            companyId: e.company_id,
            submissionId: e.submission_id,
            formName: e.form_name,
            attempts: e.attempts,
            stage: e.stage,
            error: e.error,
          }),
      },
    ],
  };
}
