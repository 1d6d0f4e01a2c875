import type { DbExecutor } from '../../db/database.js';
import type { Cipher } from '../../lib/crypto.js';
import { notifyClinicUsers } from './clinic-notice.js';
import { ACTIVITY_PATH, completionEmail, completionNotice } from './mail.js';

/**
 * A patient completed a link: every live user of the clinic gets a bell entry leading to
 * Activity, and those who chose 'instant' an e-mail as well (the others hear in the daily digest
 * or not at all). Runs in the completion's transaction, so the notices exist exactly when the
 * submission does; the e-mails go out from the outbox after the commit. Provider staff belong to
 * no company and are not told.
 */
export async function notifyCompletion(
  trx: DbExecutor,
  opts: {
    cipher: Cipher;
    companyId: number;
    /** The form's or the bucket's title. */
    title: string;
    practice: string;
    /** The portal's address for the e-mail's link; without it the e-mail says where to look. */
    appUrl?: string | undefined;
  },
): Promise<{ notified: number; emailed: number }> {
  // No `link` on the e-mail: it carries no patient link, so there is nothing to forget later.
  return notifyClinicUsers(trx, opts.cipher, opts.companyId, {
    title: completionNotice.title(opts.title),
    body: completionNotice.body,
    linkPath: ACTIVITY_PATH,
    email: completionEmail({ title: opts.title, practice: opts.practice, appUrl: opts.appUrl }),
  });
}
