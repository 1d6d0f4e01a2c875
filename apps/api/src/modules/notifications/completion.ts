import type { DbExecutor } from '../../db/database.js';
import { writeAudit } from '../../lib/audit.js';
import type { Cipher } from '../../lib/crypto.js';
import { notifyClinicUsers, type ClinicNotice } from './clinic-notice.js';
import { ACTIVITY_PATH, completionEmail, completionNotice } from './mail.js';
import { renewalNotice } from './renewal-notice.js';

interface LinkNoticeOpts {
  cipher: Cipher;
  companyId: number;
  linkId: string;
  /** The form's or the bucket's title. */
  title: string;
  /** The portal's address for the e-mail's link; without it the e-mail says where to look. */
  appUrl?: string | undefined;
}

/**
 * Tells every live user of a clinic something about one of its links: a bell entry leading to
 * Activity, and an e-mail for those who chose 'instant' (the others hear in the daily digest or
 * not at all; the e-mails go out from the outbox after the commit). Provider staff belong to no
 * company and are not told. The audit row says how many were, and why.
 */
async function tellClinic(
  trx: DbExecutor,
  opts: LinkNoticeOpts,
  reason: 'completed' | 'renewal_requested',
  notice: (practice: string) => ClinicNotice,
): Promise<void> {
  const { name } = await trx
    .selectFrom('companies')
    .select('name')
    .where('id', '=', opts.companyId)
    .executeTakeFirstOrThrow();
  const told = await notifyClinicUsers(trx, opts.cipher, opts.companyId, notice(name));
  await writeAudit(
    trx,
    { userId: null, role: null, companyId: opts.companyId, ip: null },
    {
      action: 'patient_link.clinic_notified',
      targetType: 'form_link',
      targetId: opts.linkId,
      details: { reason, notified_users: told.notified, emailed_users: told.emailed },
    },
  );
}

/** A patient completed a link (a handler of `link.completed`). */
export function notifyCompletion(trx: DbExecutor, opts: LinkNoticeOpts): Promise<void> {
  // No `link` on the e-mail: it carries no patient link, so there is nothing to forget later.
  return tellClinic(trx, opts, 'completed', (practice) => ({
    title: completionNotice.title(opts.title),
    body: completionNotice.body,
    linkPath: ACTIVITY_PATH,
    email: completionEmail({ title: opts.title, practice, appUrl: opts.appUrl }),
  }));
}

/** The patient of an expired or cancelled link asked for a new one (`link.renewal_requested`). */
export function notifyRenewalRequest(trx: DbExecutor, opts: LinkNoticeOpts): Promise<void> {
  return tellClinic(trx, opts, 'renewal_requested', (practice) =>
    renewalNotice({ title: opts.title, practice, appUrl: opts.appUrl }),
  );
}
