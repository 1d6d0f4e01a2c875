import type { DbExecutor } from '../../db/database.js';
import type { Cipher } from '../../lib/crypto.js';
import { enqueueEmail } from '../../lib/outbox/enqueue.js';

/** A notice to a clinic's staff: the bell's title and body, and where it leads in the portal. */
export interface ClinicNotice {
  title: string;
  body: string;
  linkPath: string;
  /** The e-mail for those who chose an e-mail per event; none: the bell only. */
  email?: { subject: string; text: string };
}

/**
 * Tells every live user of a clinic something that happened (issue 19: a patient asks for a new
 * link, a hand-off locked): a bell entry for each, and the e-mail for those whose preference is
 * 'instant' (the completion e-mail's setting). Runs in the caller's transaction; the e-mails go
 * out from the outbox after the commit. Notices name no patient: no name, birth date or address.
 */
export async function notifyClinicUsers(
  trx: DbExecutor,
  cipher: Cipher,
  companyId: number,
  notice: ClinicNotice,
): Promise<{ notified: number; emailed: number }> {
  const users = await trx
    .selectFrom('users')
    .select(['id', 'email', 'completion_email'])
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  if (users.length === 0) return { notified: 0, emailed: 0 };
  await trx
    .insertInto('notifications')
    .values(
      users.map((u) => ({
        user_id: u.id,
        title: notice.title,
        body: notice.body,
        link_path: notice.linkPath,
      })),
    )
    .execute();
  const instant = notice.email ? users.filter((u) => u.completion_email === 'instant') : [];
  for (const user of instant) {
    await enqueueEmail(trx, cipher, { to: user.email, ...notice.email! });
  }
  return { notified: users.length, emailed: instant.length };
}
