import { linkStateMessages } from '@paperless/core';
import type { ClinicNotice } from './clinic-notice.js';
import { ACTIVITY_PATH } from './mail.js';

/**
 * What the clinic's staff are told when a patient asks for a new link: the form or bucket and
 * the practice, never the patient (the link's patient name stays in Activity, behind sign-in).
 */
export function renewalNotice(opts: {
  title: string;
  practice: string;
  appUrl: string | undefined;
}): ClinicNotice {
  const m = linkStateMessages;
  const where = opts.appUrl
    ? `Open Activity to resend or extend the link:\n${opts.appUrl}${ACTIVITY_PATH}`
    : 'Sign in to the portal and open Activity to resend or extend the link.';
  return {
    title: m.noticeTitle,
    body: m.noticeBody(opts.title),
    linkPath: ACTIVITY_PATH,
    email: {
      subject: `${m.noticeTitle}: ${opts.title}`,
      text: [
        'Hello,',
        '',
        `A patient whose link to ${opts.title} for ${opts.practice} expired or was cancelled ` +
          'asked for a new one.',
        where,
        '',
        'You get this e-mail because you chose an e-mail for each completed link.',
        'You can change this in Settings.',
      ].join('\n'),
    },
  };
}
