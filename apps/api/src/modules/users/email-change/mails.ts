import { maskEmail } from '@paperless/core';
import type { DbExecutor } from '../../../db/database.js';
import { enqueueEmail, type MailDeps } from '../../../lib/outbox/enqueue.js';

/** How long both confirmation links live. See docs/decisions.md (login e-mail changes). */
export const EMAIL_CHANGE_HOURS = 24;

/**
 * The stored copy of each confirmation mail names its own link, so confirming one address
 * voids only that link (the other mail may still wait in the outbox to be followed).
 */
export const linkRef = (changeId: number, side: 'current' | 'new') =>
  `email_changes:${changeId}:${side}`;

interface Holder {
  first_name: string;
}

const HELP =
  'If you did not ask for this, do not follow the link. Contact your clinic administrator or Paperless Clinic support.';

/** To the address in use: confirm that the account holder wants the change. */
export async function mailCurrentAddress(
  db: DbExecutor,
  { config, cipher }: MailDeps,
  input: {
    to: string;
    holder: Holder;
    newEmail: string;
    token: string;
    changeId: number;
    expiresAt: Date;
  },
): Promise<void> {
  await enqueueEmail(db, cipher, {
    to: input.to,
    subject: 'Confirm the change of your Paperless Clinic login e-mail',
    text: [
      `Hello ${input.holder.first_name},`,
      '',
      `A change of your Paperless Clinic login e-mail to ${maskEmail(input.newEmail)} was requested.`,
      `If it was you, confirm it here (the link works once, for ${EMAIL_CHANGE_HOURS} hours):`,
      '',
      `${config.appUrl}/email-change/${input.token}`,
      '',
      'The new address must confirm too before the change takes effect.',
      HELP,
    ].join('\n'),
    link: { ref: linkRef(input.changeId, 'current'), expiresAt: input.expiresAt },
  });
}

/** To the new address: prove that it exists and belongs to the holder. */
export async function mailNewAddress(
  db: DbExecutor,
  { config, cipher }: MailDeps,
  input: { to: string; holder: Holder; token: string; changeId: number; expiresAt: Date },
): Promise<void> {
  await enqueueEmail(db, cipher, {
    to: input.to,
    subject: 'Confirm your new Paperless Clinic login e-mail',
    text: [
      `Hello ${input.holder.first_name},`,
      '',
      'This address was given as the new login e-mail of a Paperless Clinic account.',
      `Confirm it here (the link works once, for ${EMAIL_CHANGE_HOURS} hours):`,
      '',
      `${config.appUrl}/email-change/${input.token}`,
      '',
      HELP,
    ].join('\n'),
    link: { ref: linkRef(input.changeId, 'new'), expiresAt: input.expiresAt },
  });
}

/** To the old address once the change is done: the holder learns of it either way. */
export async function mailChanged(
  db: DbExecutor,
  { cipher }: MailDeps,
  input: { to: string; holder: Holder; newEmail: string; forced: boolean },
): Promise<void> {
  await enqueueEmail(db, cipher, {
    to: input.to,
    subject: 'Your Paperless Clinic login e-mail was changed',
    text: [
      `Hello ${input.holder.first_name},`,
      '',
      input.forced
        ? `A Paperless Clinic administrator changed your login e-mail to ${maskEmail(input.newEmail)}.`
        : `Your Paperless Clinic login e-mail was changed to ${maskEmail(input.newEmail)}.`,
      'Every session of your account was signed out. Sign in with the new address from now on.',
      '',
      'If you did not expect this, contact your clinic administrator or Paperless Clinic support right away: they can help you get your account back.',
    ].join('\n'),
  });
}
