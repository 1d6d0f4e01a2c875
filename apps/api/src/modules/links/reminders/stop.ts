import { frontDeskMessages } from '@paperless/core';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { anonymous, writeAudit } from '../../../lib/audit.js';
import type { Cipher } from '../../../lib/crypto.js';
import { AppError } from '../../../lib/errors.js';
import { verifyReminderStopToken } from './stop-token.js';

/**
 * The patient's one-click stop: no more reminders for that link (the link itself still opens).
 * A second click finds them stopped already and changes nothing; a token we did not make is a
 * 422 on `token`.
 */
export async function stopReminders(
  db: Db,
  cipher: Cipher,
  token: string,
  ip: string | null,
): Promise<void> {
  const linkId = verifyReminderStopToken(cipher, token);
  if (linkId === null) throw AppError.field('token', frontDeskMessages.remindersStopInvalid);
  await db.transaction().execute(async (trx) => {
    const link = await trx
      .selectFrom('form_links')
      .select(['id', 'company_id', 'reminders_stopped_at'])
      .where('id', '=', linkId)
      .forUpdate()
      .executeTakeFirst();
    // A link deleted since (its clinic removed) has nothing left to stop.
    if (!link) throw AppError.field('token', frontDeskMessages.remindersStopInvalid);
    if (link.reminders_stopped_at !== null) return;
    await trx
      .updateTable('form_links')
      .set({ reminders_stopped_at: sql<Date>`now()`, next_reminder_at: null })
      .where('id', '=', link.id)
      .execute();
    await writeAudit(trx, anonymous(ip), {
      action: 'link.reminders_stopped',
      targetType: 'form_link',
      targetId: link.id,
      details: { company_id: link.company_id },
    });
  });
}
