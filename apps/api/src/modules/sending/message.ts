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
  /** The practice's company: its e-mails carry its name and logo (lib/email). */
  companyId: number;
}

/** A patient's e-mail looks like the practice's own: its name and logo head it. */
export const practiceLayout = (subject: LinkSubject) => ({
  practice: { name: subject.practice, companyId: subject.companyId },
});

/** Decision 13: a form opens at /form-fill/{token}, a bucket at /forms-fill/{token}. */
export function linkUrl(appUrl: string, kind: LinkKind, token: string): string {
  return `${appUrl}/${kind === 'form' ? 'form-fill' : 'forms-fill'}/${token}`;
}

/** What every text to a patient ends with (carriers require it; an inbound STOP is honoured). */
export const SMS_OPT_OUT = 'Reply STOP to opt out.';

/** A text to a patient, with the opt-out line every one of them carries. */
export const patientSms = (text: string): string => `${text} ${SMS_OPT_OUT}`;

function emailText(subject: LinkSubject, url: string, visitDay: string | undefined): string {
  const what =
    subject.kind === 'form' ? `the form "${subject.title}"` : `the forms in "${subject.title}"`;
  const expiry = visitDay
    ? `It works until the end of the day of your visit (${visitDay}).`
    : `It expires in ${LINK_TTL_DAYS} days.`;
  return [
    'Hello,',
    '',
    `${subject.practice} asks you to fill in ${what} before your visit.`,
    'Open this secure link to start:',
    url,
    '',
    `The link is for you only, so please do not forward it. ${expiry}`,
    '',
    subject.practice,
  ].join('\n');
}

/** How a message names its patient link, so the outbox copy can forget it (lib/outbox). */
export const formLinkRef = (id: string | number) => `form_links:${id}`;

/**
 * Queues the link's message in the caller's transaction; the outbox delivers it after commit.
 * `visitDay` (the visit's date as the clinic writes it) says the link ends with that day.
 */
export async function queueLinkMessage(
  db: DbExecutor,
  cipher: Cipher,
  channel: 'email' | 'sms',
  recipient: string,
  subject: LinkSubject,
  url: string,
  link: OutboxLink & { visitDay?: string | undefined },
): Promise<void> {
  const outboxLink = { ref: link.ref, expiresAt: link.expiresAt };
  if (channel === 'email') {
    await enqueueEmail(db, cipher, {
      link: outboxLink,
      to: recipient,
      subject: `${subject.practice}: please fill in ${subject.title}`,
      text: emailText(subject, url, link.visitDay),
      layout: practiceLayout(subject),
    });
    return;
  }
  // One short line: SMS segments are small and the link is long.
  await enqueueSms(db, cipher, {
    link: outboxLink,
    to: recipient,
    text: patientSms(`${subject.practice}: please fill in your forms: ${url}`),
  });
}
