import { LINK_TTL_DAYS } from '@paperless/core';
import type { DbExecutor } from '../../db/database.js';
import { enqueueEmail, enqueueSms, type OutboxLink } from '../../lib/outbox/enqueue.js';
import type { Cipher } from '../../lib/crypto.js';

export type LinkKind = 'form' | 'bucket';

/** What a link opens and who sends it: nothing about the patient ever goes in a message. */
export interface LinkSubject {
  kind: LinkKind;
  title: string;
  practice: string;
}

/** Decision 13: a form opens at /form-fill/{token}, a bucket at /forms-fill/{token}. */
export function linkUrl(appUrl: string, kind: LinkKind, token: string): string {
  return `${appUrl}/${kind === 'form' ? 'form-fill' : 'forms-fill'}/${token}`;
}

function emailText(subject: LinkSubject, url: string): string {
  const what =
    subject.kind === 'form' ? `the form "${subject.title}"` : `the forms in "${subject.title}"`;
  return [
    'Hello,',
    '',
    `${subject.practice} asks you to fill in ${what} before your visit.`,
    'Open this secure link to start:',
    url,
    '',
    `The link is for you only, so please do not forward it. It expires in ${LINK_TTL_DAYS} days.`,
    '',
    subject.practice,
  ].join('\n');
}

/** How a message names its patient link, so the outbox copy can forget it (lib/outbox). */
export const formLinkRef = (id: string | number) => `form_links:${id}`;

/** Queues the link's message in the caller's transaction; the outbox delivers it after commit. */
export async function queueLinkMessage(
  db: DbExecutor,
  cipher: Cipher,
  channel: 'email' | 'sms',
  recipient: string,
  subject: LinkSubject,
  url: string,
  link: OutboxLink,
): Promise<void> {
  if (channel === 'email') {
    await enqueueEmail(db, cipher, {
      link,
      to: recipient,
      subject: `${subject.practice}: please fill in ${subject.title}`,
      text: emailText(subject, url),
    });
    return;
  }
  // One short line: SMS segments are small and the link is long.
  await enqueueSms(db, cipher, {
    link,
    to: recipient,
    text: `${subject.practice}: please fill in your forms: ${url}`,
  });
}
