import { patientMailText, type PatientLanguage, type PatientMailText } from '@paperless/core';
import type { EmailLayout } from '../../../lib/email/layout.js';
import type { OutboxLink } from '../../../lib/outbox/enqueue.js';
import { patientSms, practiceLayout, titleIn, type LinkSubject } from '../sending/message.js';

/** One reminder as the outbox stores it: by the link's own channel, to its recipient. */
export interface ReminderMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  link: OutboxLink;
  layout?: EmailLayout;
}

/**
 * The reminder's words: the practice and what to fill in, never anything about the patient.
 * An e-mail ends with its one-click stop link, also its List-Unsubscribe; an SMS with the STOP
 * line every SMS carries. Written in the language the link was sent in (issue 21).
 */
export function reminderMessage(
  channel: 'email' | 'sms',
  to: string,
  subject: LinkSubject,
  urls: { link: string; stop: string; unsubscribe: string },
  link: OutboxLink,
  lang: PatientLanguage,
): ReminderMessage {
  const words = (key: PatientMailText, values = {}) => patientMailText(key, lang, values);
  if (channel === 'sms') {
    // One short line: SMS segments are small and the link is long.
    const text = patientSms(
      words('reminderSms', { practice: subject.practice, url: urls.link }),
      lang,
    );
    return { channel, to, subject: null, text, link };
  }
  const about = { practice: subject.practice, title: titleIn(subject, lang) };
  const text = [
    words('greeting'),
    '',
    words(subject.kind === 'form' ? 'reminderForm' : 'reminderBucket', about),
    words('openToContinue'),
    urls.link,
    '',
    words('forYouOnly'),
    '',
    words('stopReminders'),
    urls.stop,
    '',
    subject.practice,
  ].join('\n');
  return {
    channel,
    to,
    subject: words('reminderSubject', about),
    text,
    link,
    // The mail client's own unsubscribe button posts there once (RFC 8058); the text's link opens
    // the stop page, where the patient clicks.
    layout: {
      ...practiceLayout(subject),
      unsubscribe: { url: urls.unsubscribe, oneClick: true },
      language: lang,
    },
  };
}
