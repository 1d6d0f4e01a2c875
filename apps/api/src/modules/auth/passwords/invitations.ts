import type { DbExecutor } from '../../../db/database.js';
import { enqueueEmail, type MailDeps } from '../../../lib/outbox/enqueue.js';
import { hashToken, newToken } from '../../../lib/tokens.js';
import { INVITE_DAYS, passwordTokenRef } from './service.js';

export interface Invitee {
  id: number;
  first_name: string;
  email: string;
}

/**
 * Gives a new account its set-password link (decision 8): a single-use token valid for
 * INVITE_DAYS, e-mailed through the outbox. Call it inside the transaction that creates the
 * user, so the account and its invitation exist together or not at all.
 */
export async function sendInvitation(
  trx: DbExecutor,
  { config, cipher }: MailDeps,
  user: Invitee,
  context: { companyName?: string } = {},
): Promise<void> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + INVITE_DAYS * 86_400_000);
  const { id } = await trx
    .insertInto('password_tokens')
    .values({
      user_id: user.id,
      token_hash: hashToken(token),
      purpose: 'invite',
      expires_at: expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const joining = context.companyName
    ? `An account has been created for you for ${context.companyName} on Paperless Clinic.`
    : 'An account has been created for you on Paperless Clinic.';
  await enqueueEmail(trx, cipher, {
    link: { ref: passwordTokenRef(id), expiresAt },
    to: user.email,
    subject: 'Set up your Paperless Clinic account',
    text: [
      `Hello ${user.first_name},`,
      '',
      joining,
      `Choose your password here (the link works once, for ${INVITE_DAYS} days):`,
      '',
      `${config.appUrl}/new-password/${token}`,
      '',
      'Your login is this e-mail address.',
    ].join('\n'),
  });
}
