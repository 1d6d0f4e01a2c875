import {
  emailChangeMessages,
  maskEmail,
  type EmailChangeLink,
  type EmailChangeState,
} from '@paperless/core';
import type { Db } from '../../../db/database.js';
import { anonymous, writeAudit } from '../../../lib/audit.js';
import { AppError } from '../../../lib/errors.js';
import { forgetOutboxLink, type MailDeps } from '../../../lib/outbox/enqueue.js';
import { applyNewEmail, loadAccount } from './apply.js';
import { linkRef } from './mails.js';
import { changeByToken, stateOf, type EmailChangeRow } from './queries.js';

function view(row: EmailChangeRow, side: 'current' | 'new', state: EmailChangeState) {
  return {
    confirming: side,
    old_email: maskEmail(row.old_email),
    new_email: maskEmail(row.new_email),
    state,
  } satisfies EmailChangeLink;
}

/** What a confirmation link shows; opening it confirms nothing (mail scanners open links). */
export async function lookUpLink(db: Db, token: string): Promise<EmailChangeLink> {
  const found = await changeByToken(db, token);
  if (!found) throw new AppError('not_found', emailChangeMessages.linkInvalid);
  return view(found.row, found.side, stateOf(found.row, found.side));
}

const REFUSALS: Partial<Record<EmailChangeState, string>> = {
  expired: emailChangeMessages.linkExpired,
  cancelled: emailChangeMessages.cancelledLink,
  confirmed: emailChangeMessages.linkUsed,
  completed: emailChangeMessages.linkUsed,
};

/**
 * One address confirms. The link is single use; when both confirmations are in, the change is
 * made in the same transaction (applyNewEmail), so a confirmation never stands half done.
 */
export async function confirmLink(
  db: Db,
  deps: MailDeps,
  input: { token: string; ip: string | null },
): Promise<{ message: string; data: EmailChangeLink }> {
  return db.transaction().execute(async (trx) => {
    const found = await changeByToken(trx, input.token, true);
    if (!found) throw new AppError('not_found', emailChangeMessages.linkInvalid);
    const { row, side } = found;
    const refusal = REFUSALS[stateOf(row, side)];
    if (refusal) throw new AppError('bad_request', refusal);
    const now = new Date();
    const confirmed = await trx
      .updateTable('email_changes')
      .set(side === 'current' ? { current_confirmed_at: now } : { new_confirmed_at: now })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await forgetOutboxLink(trx, linkRef(row.id, side));
    const actor = anonymous(input.ip);
    const account = await loadAccount(trx, row.user_id);
    if (!account) throw new AppError('not_found', emailChangeMessages.linkInvalid);
    const details = {
      change_id: row.id,
      company_id: account.company_id,
      old_email: maskEmail(row.old_email),
      new_email: maskEmail(row.new_email),
    };
    await writeAudit(trx, actor, {
      action: 'email_change.confirm',
      targetType: 'user',
      targetId: row.user_id,
      details: { ...details, address: side },
    });
    if (!confirmed.current_confirmed_at || !confirmed.new_confirmed_at) {
      return {
        message: emailChangeMessages.confirmedWaiting,
        data: view(confirmed, side, 'confirmed'),
      };
    }
    await applyNewEmail(trx, deps, {
      account,
      newEmail: row.new_email,
      takenMessage: emailChangeMessages.emailTaken,
      forced: false,
    });
    const done = await trx
      .updateTable('email_changes')
      .set({ completed_at: now })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, actor, {
      action: 'email_change.complete',
      targetType: 'user',
      targetId: row.user_id,
      details,
    });
    return { message: emailChangeMessages.completed, data: view(done, side, 'completed') };
  });
}
