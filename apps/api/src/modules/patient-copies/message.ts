import {
  COPY_EMAIL_DAYS,
  DEFAULT_PATIENT_LANGUAGE,
  patientMailText,
  type PatientLanguage,
  type PatientMailText,
} from '@paperless/core';
import type { DbExecutor } from '../../db/database.js';
import type { Cipher } from '../../lib/crypto.js';
import { enqueueEmail, enqueueSms, type OutboxLink } from '../../lib/outbox/enqueue.js';
import { patientSms } from '../links/index.js';

/** The practice a copy comes from: its name heads the e-mail, with its logo. */
export interface CopySender {
  name: string;
  companyId: number;
}

/**
 * The message that brings the patient their copy's link, in the language of the link they filled
 * (issue 21). It names the practice and says what the page will ask; nothing of the patient (no
 * name, no form titles, no answers) is in it, since a mailbox or a phone's lock screen may be
 * read by others.
 */
export function copyEmailText(
  practice: string,
  url: string,
  lang: PatientLanguage = DEFAULT_PATIENT_LANGUAGE,
): string {
  const text = (key: PatientMailText, values = {}) => patientMailText(key, lang, values);
  return [
    text('greeting'),
    '',
    text('copyReady', { practice }),
    url,
    '',
    text('copyPrivate', { days: COPY_EMAIL_DAYS }),
    '',
    practice,
  ].join('\n');
}

export const copyEmailSubject = (
  practice: string,
  lang: PatientLanguage = DEFAULT_PATIENT_LANGUAGE,
) => patientMailText('copySubject', lang, { practice });

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
    language: PatientLanguage;
  },
): Promise<void> {
  const { practice, url, link, to, language: lang } = message;
  if (message.channel === 'email') {
    await enqueueEmail(db, cipher, {
      to,
      link,
      subject: copyEmailSubject(practice.name, lang),
      text: copyEmailText(practice.name, url, lang),
      layout: { practice: { name: practice.name, companyId: practice.companyId }, language: lang },
    });
    return;
  }
  await enqueueSms(db, cipher, {
    to,
    link,
    text: patientSms(patientMailText('copySms', lang, { practice: practice.name, url }), lang),
  });
}
