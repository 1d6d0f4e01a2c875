import type { DbExecutor } from '../../../db/database.js';
import type { Cipher } from '../../../lib/crypto.js';
import { enqueueEmail } from '../../../lib/outbox/enqueue.js';

/**
 * Notices of security changes, queued in the change's own transaction so they go out exactly when
 * it commits. Whoever did not make the change learns of it at once.
 */

interface Holder {
  email: string;
  first_name: string;
}

const HELP =
  'If you did not expect this, contact your clinic administrator or Paperless Clinic support right away.';

export async function mailMfaTurnedOff(
  db: DbExecutor,
  cipher: Cipher,
  holder: Holder,
): Promise<void> {
  await enqueueEmail(db, cipher, {
    to: holder.email,
    subject: 'Two-factor sign-in was turned off on your Paperless Clinic account',
    text: [
      `Hello ${holder.first_name},`,
      '',
      'Two-factor sign-in was just turned off on your Paperless Clinic account. From now on your',
      'password alone signs you in. You can turn it on again in Settings > Security.',
      '',
      HELP,
    ].join('\n'),
  });
}

/** To the previous and the new owner of a clinic. */
export async function mailOwnershipTransferred(
  db: DbExecutor,
  cipher: Cipher,
  input: { company: string; previous: Holder; next: Holder },
): Promise<void> {
  const { company, previous, next } = input;
  await enqueueEmail(db, cipher, {
    to: previous.email,
    subject: `You transferred ownership of ${company} on Paperless Clinic`,
    text: [
      `Hello ${previous.first_name},`,
      '',
      `The ownership of ${company} was transferred from you to ${next.first_name}. You are now a`,
      'Sub-Client Admin of the clinic.',
      '',
      HELP,
    ].join('\n'),
  });
  await enqueueEmail(db, cipher, {
    to: next.email,
    subject: `You are now the owner of ${company} on Paperless Clinic`,
    text: [
      `Hello ${next.first_name},`,
      '',
      `${previous.first_name} transferred the ownership of ${company} to you. You are now its`,
      'Client Admin, and the clinic login e-mail is yours.',
      '',
      HELP,
    ].join('\n'),
  });
}
