import { COPY_EMAIL_DAYS } from '@paperless/core';
import type { DbExecutor } from '../../db/database.js';
import type { Cipher } from '../../lib/crypto.js';
import { enqueueEmail, enqueueSms, type OutboxLink } from '../../lib/outbox/enqueue.js';
import { patientSms } from '../sending/message.js';

/** The practice a copy comes from: its name heads the e-mail, with its logo. */
export interface CopySender {
  name: string;
  companyId: number;
}

/**
 * The message that brings the patient their copy's link. It names the practice and says what the
 * page will ask; nothing of the patient (no name, no form titles, no answers) is in it, since a
 * mailbox or a phone's lock screen may be read by others.
 */
export function copyEmailText(practice: string, url: string): string {
  return [
    'Hello,',
    '',
    `Thank you for filling in your forms for ${practice}. You can see and save a copy of what you signed here:`,
    url,
    '',
    `To keep your forms private, the page will ask for your date of birth. The link works for ${COPY_EMAIL_DAYS} days.`,
    '',
    practice,
  ].join('\n');
}

export const copyEmailSubject = (practice: string) => `${practice}: your copy of your signed forms`;

/**
 * Queued in the completion's transaction; the outbox delivers it after commit and forgets the
 * link when the copy expires (`link`).
 */
export async function queueCopyMessage(
  db: DbExecutor,
  cipher: Cipher,
  message: {
    channel: 'email' | 'sms';
    to: string;
    practice: CopySender;
    url: string;
    link: OutboxLink;
  },
): Promise<void> {
  const { practice, url, link, to } = message;
  if (message.channel === 'email') {
    await enqueueEmail(db, cipher, {
      to,
      link,
      subject: copyEmailSubject(practice.name),
      text: copyEmailText(practice.name, url),
      layout: { practice: { name: practice.name, companyId: practice.companyId } },
    });
    return;
  }
  await enqueueSms(db, cipher, {
    to,
    link,
    text: patientSms(
      `${practice.name}: your copy of your signed forms (asks for your birth date): ${url}`,
    ),
  });
}
