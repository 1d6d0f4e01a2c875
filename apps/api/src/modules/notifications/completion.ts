import type { DbExecutor } from '../../db/database.js';
import { writeAudit } from '../../lib/audit.js';
import type { Cipher } from '../../lib/crypto.js';
import { notifyClinicUsers } from './clinic-notice.js';
import { ACTIVITY_PATH, completionEmail, completionNotice } from './mail.js';

/**
 * A patient completed a link (a handler of `link.completed`): every live user of the clinic gets a
 * bell entry leading to Activity, and those who chose 'instant' an e-mail as well (the others
 * hear in the daily digest or not at all). The e-mails go out from the outbox after the commit.
 * Provider staff belong to no company and are not told. The audit row says how many were.
 */
export async function notifyCompletion(
  trx: DbExecutor,
  opts: {
    cipher: Cipher;
    companyId: number;
    linkId: string;
    /** The form's or the bucket's title. */
    title: string;
    /** The portal's address for the e-mail's link; without it the e-mail says where to look. */
    appUrl?: string | undefined;
  },
): Promise<void> {
  const practice = await trx
    .selectFrom('companies')
    .select('name')
    .where('id', '=', opts.companyId)
    .executeTakeFirstOrThrow();
  // No `link` on the e-mail: it carries no patient link, so there is nothing to forget later.
  const told = await notifyClinicUsers(trx, opts.cipher, opts.companyId, {
    title: completionNotice.title(opts.title),
    body: completionNotice.body,
    linkPath: ACTIVITY_PATH,
    email: completionEmail({ title: opts.title, practice: practice.name, appUrl: opts.appUrl }),
  });
  await writeAudit(
    trx,
    { userId: null, role: null, companyId: opts.companyId, ip: null },
    {
      action: 'patient_link.clinic_notified',
      targetType: 'form_link',
      targetId: opts.linkId,
      details: { notified_users: told.notified, emailed_users: told.emailed },
    },
  );
}
