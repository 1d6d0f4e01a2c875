import type { DbExecutor } from '../../db/database.js';
import type { Cipher } from '../../lib/crypto.js';
import { enqueueEmail } from '../../lib/outbox/enqueue.js';
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
  const users = await trx
    .selectFrom('users')
    .select(['id', 'email', 'completion_email'])
    .where('company_id', '=', opts.companyId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  if (users.length === 0) return { notified: 0, emailed: 0 };

  await trx
    .insertInto('notifications')
    .values(
      users.map((u) => ({
        user_id: u.id,
        title: completionNotice.title(opts.title),
        body: completionNotice.body,
        link_path: ACTIVITY_PATH,
      })),
    )
    .execute();

  const instant = users.filter((u) => u.completion_email === 'instant');
  const message = completionEmail({
    title: opts.title,
    practice: opts.practice,
    appUrl: opts.appUrl,
  });
  // No `link`: the message carries no patient link, so there is nothing to forget later.
  for (const user of instant) {
    await enqueueEmail(trx, opts.cipher, { to: user.email, ...message });
  }
  return { notified: users.length, emailed: instant.length };
}
