import { messages } from '@paperless/core';
import { sql } from 'kysely';
import type { Config } from '../../../config.js';
import type { Db, DbExecutor } from '../../../db/database.js';
import type { Cipher } from '../../../lib/crypto.js';
import { anonymous, writeAudit, type AuditActor } from '../../../lib/audit.js';
import { AppError } from '../../../lib/errors.js';
import { enqueueEmail, forgetOutboxLink } from '../../../lib/outbox/enqueue.js';
import { hashPassword, verifyPassword } from '../../../lib/passwords.js';
import { endSessions, type AuthContext } from '../../../lib/sessions.js';
import { hashToken, newToken } from '../../../lib/tokens.js';
import { markReauthenticated } from '../account-security/reauth.js';
import { assertLoginAllowed, recordLoginAttempt } from '../sign-in/login-throttle.js';

const RESET_MINUTES = 60;
export const INVITE_DAYS = 7;

/**
 * Queues a reset link when the account exists. The caller answers the same either way, so the
 * page does not reveal which addresses have accounts (decision 8).
 */
export async function requestPasswordReset(opts: {
  db: Db;
  config: Config;
  cipher: Cipher;
  email: string;
  ip: string | null;
}) {
  const user = await opts.db
    .selectFrom('users')
    .select(['id', 'first_name', 'email'])
    .where(({ fn }) => fn('lower', ['email']), '=', opts.email)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) {
    await writeAudit(opts.db, anonymous(opts.ip), {
      action: 'auth.password_reset_requested',
      outcome: 'failure',
    });
    return;
  }
  await opts.db.transaction().execute(async (trx) => {
    // Only the newest reset link works: a mailbox read later must not hold several.
    await voidResetLinks(trx, user.id);
    const token = newToken();
    const expiresAt = new Date(Date.now() + RESET_MINUTES * 60_000);
    const { id } = await trx
      .insertInto('password_tokens')
      .values({
        user_id: user.id,
        token_hash: hashToken(token),
        purpose: 'reset',
        expires_at: expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueueEmail(trx, opts.cipher, {
      link: { ref: passwordTokenRef(id), expiresAt },
      to: user.email,
      subject: 'Reset your Paperless Clinic password',
      text: [
        `Hello ${user.first_name},`,
        '',
        'We received a request to reset the password of your Paperless Clinic account.',
        `Choose a new password here (the link works once, for ${RESET_MINUTES} minutes):`,
        '',
        `${opts.config.appUrl}/new-password/${token}`,
        '',
        'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
      ].join('\n'),
    });
    await writeAudit(
      trx,
      { ...anonymous(opts.ip), userId: user.id },
      {
        action: 'auth.password_reset_requested',
        targetType: 'user',
        targetId: user.id,
      },
    );
  });
}

/** How a message names its password token (lib/outbox/enqueue.ts OutboxLink). */
export const passwordTokenRef = (id: number) => `password_tokens:${id}`;

/** Marks every unused reset link of the user used, and forgets their outbox copies. */
async function voidResetLinks(trx: DbExecutor, userId: number): Promise<void> {
  const voided = await trx
    .updateTable('password_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('purpose', '=', 'reset')
    .where('used_at', 'is', null)
    .returning('id')
    .execute();
  for (const { id } of voided) await forgetOutboxLink(trx, passwordTokenRef(id));
}

/**
 * Sets a password from a reset or invitation link: single use, every other reset link of the
 * account is voided, and every session of the user ends. The link is checked before the new
 * password is hashed, so a guessed link costs no hashing.
 */
export async function setPasswordWithToken(opts: {
  db: Db;
  token: string;
  password: string;
  ip: string | null;
}) {
  const tokenHash = hashToken(opts.token);
  const live = await opts.db
    .selectFrom('password_tokens')
    .select('id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!live) throw new AppError('bad_request', messages.resetTokenInvalid);
  const passwordHash = await hashPassword(opts.password);
  await opts.db.transaction().execute(async (trx) => {
    // Checked again here: the link may have been used while the password was hashed.
    const consumed = await trx
      .updateTable('password_tokens')
      .set({ used_at: sql<Date>`now()` })
      .where('id', '=', live.id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['id', 'user_id', 'purpose'])
      .executeTakeFirst();
    if (!consumed) throw new AppError('bad_request', messages.resetTokenInvalid);
    await forgetOutboxLink(trx, passwordTokenRef(consumed.id));
    await voidResetLinks(trx, consumed.user_id);
    const user = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: sql<Date>`now()` })
      .where('id', '=', consumed.user_id)
      .where('deleted_at', 'is', null)
      .returning(['id'])
      .executeTakeFirst();
    if (!user) throw new AppError('bad_request', messages.resetTokenInvalid);
    await endSessions(trx, { userId: user.id }, 'password_set');
    await writeAudit(
      trx,
      { ...anonymous(opts.ip), userId: user.id },
      {
        action: consumed.purpose === 'invite' ? 'auth.password_set' : 'auth.password_reset',
        targetType: 'user',
        targetId: user.id,
      },
    );
  });
}

export async function changePassword(opts: {
  db: Db;
  auth: AuthContext;
  actor: AuditActor;
  oldPassword: string;
  password: string;
}) {
  // Wrong current passwords count toward the sign-in lockout, as on the re-authentication
  // prompt, so an open session cannot be used to guess the password without limit.
  const email = opts.auth.user.email.toLowerCase();
  await assertLoginAllowed(opts.db, email, opts.actor.ip);
  const current = await opts.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', opts.auth.user.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(current.password_hash, opts.oldPassword))) {
    await recordLoginAttempt(opts.db, { email, ip: opts.actor.ip, succeeded: false });
    await writeAudit(opts.db, opts.actor, { action: 'auth.password_change', outcome: 'failure' });
    throw AppError.field('old_password', messages.oldPasswordWrong);
  }
  const passwordHash = await hashPassword(opts.password);
  await opts.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: sql<Date>`now()` })
      .where('id', '=', opts.auth.user.id)
      .execute();
    // Other devices signed in with the old password are signed out; this one stays.
    await endSessions(
      trx,
      { userId: opts.auth.user.id, exceptSessionId: opts.auth.sessionId },
      'password_change',
    );
    // The current password was just confirmed: it counts as re-authentication (issue 7), so
    // the user is not asked for it again for a two-factor change right after.
    await markReauthenticated(trx, opts.auth.sessionId);
    await writeAudit(trx, opts.actor, {
      action: 'auth.password_change',
      targetType: 'user',
      targetId: opts.auth.user.id,
    });
  });
}
