import {
  DEFAULT_PATIENT_LANGUAGE,
  LINK_TTL_DAYS,
  localizeText,
  patientMailText,
  patientMailTexts,
  type PatientLanguage,
  type PatientMailText,
} from '@paperless/core';
import type { DbExecutor } from '../../../db/database.js';
import { enqueueEmail, enqueueSms, type OutboxLink } from '../../../lib/outbox/enqueue.js';
import type { Cipher } from '../../../lib/crypto.js';

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
export const SMS_OPT_OUT = patientMailTexts.smsOptOut;

/** A text to a patient, with the opt-out line every one of them carries, in their language. */
export const patientSms = (text: string, lang: PatientLanguage = DEFAULT_PATIENT_LANGUAGE) =>
  `${text} ${patientMailText('smsOptOut', lang)}`;

/** The form's or bucket's title as the patient reads it: a template's own title translated. */
export const titleIn = (subject: LinkSubject, lang: PatientLanguage) =>
  localizeText(subject.title, lang);

function emailText(
  subject: LinkSubject,
  url: string,
  visitDay: string | undefined,
  lang: PatientLanguage,
): string {
  const text = (key: PatientMailText, values = {}) => patientMailText(key, lang, values);
  const about = { practice: subject.practice, title: titleIn(subject, lang) };
  const expiry = visitDay
    ? text('untilVisit', { day: visitDay })
    : text('expiresIn', { days: LINK_TTL_DAYS });
  return [
    text('greeting'),
    '',
    text(subject.kind === 'form' ? 'inviteForm' : 'inviteBucket', about),
    text('openToStart'),
    url,
    '',
    `${text('forYouOnly')} ${expiry}`,
    '',
    subject.practice,
  ].join('\n');
}

/** How a message names its patient link, so the outbox copy can forget it (lib/outbox). */
export const formLinkRef = (id: string | number) => `form_links:${id}`;

/**
 * Queues the link's message in the caller's transaction; the outbox delivers it after commit.
 * `visitDay` (the visit's date, written for the patient) says the link ends with that day; the
 * message is in the link's `language`.
 */
export async function queueLinkMessage(
  db: DbExecutor,
  cipher: Cipher,
  channel: 'email' | 'sms',
  recipient: string,
  subject: LinkSubject,
  url: string,
  link: OutboxLink & { visitDay?: string | undefined; language: PatientLanguage },
): Promise<void> {
  const lang = link.language;
  const outboxLink = { ref: link.ref, expiresAt: link.expiresAt };
  if (channel === 'email') {
    await enqueueEmail(db, cipher, {
      link: outboxLink,
      to: recipient,
      subject: patientMailText('inviteSubject', lang, {
        practice: subject.practice,
        title: titleIn(subject, lang),
      }),
      text: emailText(subject, url, link.visitDay, lang),
      layout: { ...practiceLayout(subject), language: lang },
    });
    return;
  }
  // One short line: SMS segments are small and the link is long.
  await enqueueSms(db, cipher, {
    link: outboxLink,
    to: recipient,
    text: patientSms(patientMailText('inviteSms', lang, { practice: subject.practice, url }), lang),
  });
}
