import type { EmailLayout } from '../../lib/email/layout.js';
import type { OutboxLink } from '../../lib/outbox/enqueue.js';
import { practiceLayout, type LinkSubject } from '../sending/message.js';

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
 * line every SMS carries.
 */
export function reminderMessage(
  channel: 'email' | 'sms',
  to: string,
  subject: LinkSubject,
  urls: { link: string; stop: string; unsubscribe: string },
  link: OutboxLink,
): ReminderMessage {
  if (channel === 'sms') {
    // One short line: SMS segments are small and the link is long.
    const text = `${subject.practice}: a reminder to fill in your forms: ${urls.link} Reply STOP to opt out.`;
    return { channel, to, subject: null, text, link };
  }
  const what =
    subject.kind === 'form' ? `the form "${subject.title}"` : `the forms in "${subject.title}"`;
  const text = [
    'Hello,',
    '',
    `A reminder from ${subject.practice}: please fill in ${what} before your visit.`,
    'Open this secure link to start, or to continue where you left off:',
    urls.link,
    '',
    'The link is for you only, so please do not forward it.',
    '',
    'To stop these reminders for this link:',
    urls.stop,
    '',
    subject.practice,
  ].join('\n');
  return {
    channel,
    to,
    subject: `${subject.practice}: a reminder to fill in ${subject.title}`,
    text,
    link,
    // The mail client's own unsubscribe button posts there once (RFC 8058); the text's link opens
    // the stop page, where the patient clicks.
    layout: { ...practiceLayout(subject), unsubscribe: { url: urls.unsubscribe, oneClick: true } },
  };
}
