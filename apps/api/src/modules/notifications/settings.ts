import {
  COMPLETION_EMAIL_CHOICES,
  type CompletionEmailChoice,
  type NotificationSettings,
} from '@paperless/core';
import type { Db } from '../../db/database.js';
import { writeAudit, type AuditActor } from '../../lib/audit.js';

/** The column's value as a choice; anything else (never written by us) reads as the default. */
function choiceOf(value: string | undefined): CompletionEmailChoice {
  return (COMPLETION_EMAIL_CHOICES as readonly string[]).includes(value ?? '')
    ? (value as CompletionEmailChoice)
    : 'digest';
}

/** How the signed-in user hears of completed links by e-mail. */
export async function notificationSettings(db: Db, userId: number): Promise<NotificationSettings> {
  const row = await db
    .selectFrom('users')
    .select('completion_email')
    .where('id', '=', userId)
    .executeTakeFirst();
  return { completion_email: choiceOf(row?.completion_email) };
}

/**
 * Saves the user's choice, audited with the old and new choice (no personal data). A switch to
 * the digest starts it from now, so the first summary does not repeat what instant e-mails or
 * silence already covered.
 */
export async function saveNotificationSettings(opts: {
  db: Db;
  actor: AuditActor;
  userId: number;
  settings: NotificationSettings;
}): Promise<NotificationSettings> {
  return opts.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('users')
      .select('completion_email')
      .where('id', '=', opts.userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const from = choiceOf(before.completion_email);
    const to = opts.settings.completion_email;
    if (from !== to) {
      await trx
        .updateTable('users')
        .set({
          completion_email: to,
          ...(to === 'digest' ? { digest_sent_through: new Date() } : {}),
        })
        .where('id', '=', opts.userId)
        .execute();
    }
    await writeAudit(trx, opts.actor, {
      action: 'user.notification_settings',
      targetType: 'user',
      targetId: opts.userId,
      details: { completion_email: { from, to } },
    });
    return { completion_email: to };
  });
}
