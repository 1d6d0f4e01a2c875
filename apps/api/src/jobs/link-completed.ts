import type { Cipher } from '../lib/crypto.js';
import type { EventDefinition } from '../lib/jobs/runner.js';
import { forgetOutboxLink } from '../lib/outbox/enqueue.js';
import {
  forgetDraft,
  linkCompleted,
  type LinkCompleted,
  formLinkRef,
} from '../modules/links/index.js';
import { notifyCompletion } from '../modules/notifications/index.js';
import { issuePatientCopies } from '../modules/patient-copies/index.js';
import type { PdfWorker } from '../modules/submissions/index.js';

/**
 * What happens when a patient finishes a link. The completion's own transaction stored the
 * encounter, spent the link and recorded this event (modules/links/patient-links/service.ts); each
 * handler below then runs after the commit, in a transaction of its own that also marks it done,
 * retried on its own if it fails (lib/jobs/runner.ts). A new duty is a new line here: the
 * patient's transaction does not change.
 */
export function onLinkCompleted(deps: {
  cipher: Cipher;
  appUrl: string;
  pdfWorker: PdfWorker;
}): EventDefinition<LinkCompleted> {
  return {
    ...linkCompleted,
    handlers: [
      // The submissions' PDFs are owed from the commit on (pdf_status 'pending'); this wakes the
      // PDF queue now rather than at its next poll.
      { name: 'make-pdfs', run: async () => deps.pdfWorker.kick() },
      // The clinic's bell, and e-mails to users who chose 'instant'.
      {
        name: 'tell-clinic',
        run: (trx, e) =>
          notifyCompletion(trx, {
            cipher: deps.cipher,
            companyId: e.company_id,
            linkId: e.link_id,
            title: e.title,
            appUrl: deps.appUrl,
          }),
      },
      // The download the patient was promised in the submit answer, and the e-mailed copy.
      {
        name: 'patient-copy',
        run: (trx, e) =>
          issuePatientCopies(trx, {
            cipher: deps.cipher,
            companyId: e.company_id,
            linkId: e.link_id,
            encounterId: e.encounter_id,
            download: e.download_copy && {
              tokenHash: e.download_copy.token_hash,
              expiresAt: new Date(e.download_copy.expires_at),
            },
            appUrl: deps.appUrl,
          }),
      },
      // The answers now live in the submissions: the draft and any hand-off go.
      { name: 'forget-draft', run: (trx, e) => forgetDraft(trx, e.link_id) },
      // The spent link leaves the outbox's copies of the messages that carried it.
      { name: 'forget-sent-link', run: (trx, e) => forgetOutboxLink(trx, formLinkRef(e.link_id)) },
    ],
  };
}
