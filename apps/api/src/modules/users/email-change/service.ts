import { emailChangeMessages, maskEmail, messages, type PendingEmailChange } from '@paperless/core';
import type { Db, DbExecutor } from '../../../db/database.js';
import { writeAudit, type AuditActor } from '../../../lib/audit.js';
import { AppError } from '../../../lib/errors.js';
import { forgetOutboxLink, type MailDeps } from '../../../lib/outbox/enqueue.js';
import type { AuthContext } from '../../../lib/sessions.js';
import { hashToken, newToken } from '../../../lib/tokens.js';
import { assertReauthenticated } from '../../auth/index.js';
import { checkEmailFree, loadAccount, type Account } from './apply.js';
import { EMAIL_CHANGE_HOURS, linkRef, mailCurrentAddress, mailNewAddress } from './mails.js';
import { pendingChange, toPending } from './queries.js';

export interface StartInput {
  account: Account;
  newEmail: string;
  /** self: the holder, signed in and re-authenticated; staff: someone editing a form. */
  origin: 'self' | 'staff';
  /** The 409 text of the form the change came from (each form has the spec's own). */
  takenMessage: string;
}

/**
 * Starts a login e-mail change (decision 24) in the caller's transaction: nothing changes on
 * the account yet. Staff requests need the current address to confirm; the holder's own
 * request (after re-authentication) counts as that confirmation. The new address always does.
 * An earlier open change of the account is cancelled: only the latest request counts.
 */
export async function startEmailChange(
  trx: DbExecutor,
  deps: MailDeps,
  actor: AuditActor,
  input: StartInput,
): Promise<PendingEmailChange> {
  const { account, newEmail, origin } = input;
  await checkEmailFree(trx, newEmail, account.id, input.takenMessage);
  await cancelOpenChange(trx, account.id);
  const currentToken = origin === 'self' ? null : newToken();
  const nextToken = newToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_HOURS * 3_600_000);
  const row = await trx
    .insertInto('email_changes')
    .values({
      user_id: account.id,
      old_email: account.email,
      new_email: newEmail,
      requested_by: actor.userId,
      origin,
      current_token_hash: currentToken === null ? null : hashToken(currentToken),
      new_token_hash: hashToken(nextToken),
      current_confirmed_at: currentToken === null ? now : null,
      expires_at: expiresAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const link = { holder: account, changeId: row.id, expiresAt };
  if (currentToken !== null) {
    await mailCurrentAddress(trx, deps, {
      ...link,
      to: account.email,
      newEmail,
      token: currentToken,
    });
  }
  await mailNewAddress(trx, deps, { ...link, to: newEmail, token: nextToken });
  await writeAudit(trx, actor, {
    action: 'email_change.request',
    targetType: 'user',
    targetId: account.id,
    details: {
      change_id: row.id,
      origin,
      company_id: account.company_id,
      old_email: maskEmail(account.email),
      new_email: maskEmail(newEmail),
    },
  });
  return toPending(row);
}

/** Cancels the account's open change, if any, and voids both of its links. */
export async function cancelOpenChange(trx: DbExecutor, userId: number): Promise<number | null> {
  const cancelled = await trx
    .updateTable('email_changes')
    .set({ cancelled_at: new Date() })
    .where('user_id', '=', userId)
    .where('completed_at', 'is', null)
    .where('cancelled_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!cancelled) return null;
  await forgetOutboxLink(trx, linkRef(cancelled.id, 'current'));
  await forgetOutboxLink(trx, linkRef(cancelled.id, 'new'));
  return cancelled.id;
}

/** Cancels the pending change of an account the caller was allowed to reach, audited. */
export async function cancelPendingChange(
  trx: DbExecutor,
  actor: AuditActor,
  account: { id: number; company_id: number | null },
): Promise<void> {
  if (!(await pendingChange(trx, account.id))) {
    throw new AppError('not_found', emailChangeMessages.noPending);
  }
  const id = await cancelOpenChange(trx, account.id);
  await writeAudit(trx, actor, {
    action: 'email_change.cancel',
    targetType: 'user',
    targetId: account.id,
    details: { change_id: id, company_id: account.company_id },
  });
}

/** The holder's own request: only after re-authentication in this session. */
export async function requestOwnChange(
  ctx: { db: Db; auth: AuthContext; actor: AuditActor } & MailDeps,
  newEmail: string,
): Promise<PendingEmailChange> {
  await assertReauthenticated(ctx.db, ctx.auth);
  return ctx.db.transaction().execute(async (trx) => {
    const account = await loadAccount(trx, ctx.auth.user.id);
    if (!account) throw new AppError('not_found', messages.notFound);
    if (account.email.toLowerCase() === newEmail) {
      throw AppError.field('email', emailChangeMessages.sameEmail);
    }
    return startEmailChange(trx, ctx, ctx.actor, {
      account,
      newEmail,
      origin: 'self',
      takenMessage: emailChangeMessages.emailTaken,
    });
  });
}

export async function cancelOwnChange(db: Db, auth: AuthContext, actor: AuditActor) {
  await db.transaction().execute(async (trx) => {
    await cancelPendingChange(trx, actor, { id: auth.user.id, company_id: auth.user.company_id });
  });
}

/**
 * What a staff form does with its e-mail field: a new address starts the flow (the same address
 * as the pending change leaves that change as it is, so saving the form twice mails nobody
 * twice). Answers whether the address differs from the one in use.
 */
export async function changeFromForm(
  trx: DbExecutor,
  deps: MailDeps,
  actor: AuditActor,
  input: { userId: number; newEmail: string; takenMessage: string },
): Promise<boolean> {
  const account = await loadAccount(trx, input.userId);
  if (!account || input.newEmail === account.email.toLowerCase()) return false;
  const pending = await pendingChange(trx, account.id);
  if (input.newEmail !== pending?.new_email) {
    await startEmailChange(trx, deps, actor, { ...input, account, origin: 'staff' });
  }
  return true;
}
