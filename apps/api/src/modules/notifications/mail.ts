/**
 * The texts staff are told by when patients complete links (issue 16). They name the form or
 * bucket and the practice, never the patient: no name, birth date, answers or address, so an
 * e-mail read on a phone or forwarded by mistake discloses no health information.
 */
export const ACTIVITY_PATH = '/activity';

export const completionNotice = {
  title: (title: string) => `A patient completed ${title}`,
  body: 'Open Activity to see who finished and download the PDFs.',
} as const;

/** Where the portal's Activity screen is; without the app's address, how to get there. */
function activityLine(appUrl: string | undefined): string {
  return appUrl
    ? `Open Activity to see who finished and download the PDFs:\n${appUrl}${ACTIVITY_PATH}`
    : 'Sign in to the portal and open Activity to see who finished and download the PDFs.';
}

/** The e-mail a user who chose 'instant' gets for each completed link. */
export function completionEmail(opts: {
  title: string;
  practice: string;
  appUrl: string | undefined;
}) {
  return {
    subject: completionNotice.title(opts.title),
    text: [
      'Hello,',
      '',
      `A patient completed ${opts.title} for ${opts.practice}.`,
      activityLine(opts.appUrl),
      '',
      'You get this e-mail because you chose an e-mail for each completed link.',
      'You can change this in Settings.',
    ].join('\n'),
  };
}

const patients = (count: number) => `${count} ${count === 1 ? 'patient' : 'patients'}`;

/** The daily summary a user who chose 'digest' gets when anything was completed. */
export function digestEmail(opts: { count: number; practice: string; appUrl: string }) {
  return {
    subject: `Your daily summary: ${patients(opts.count)} completed their forms`,
    text: [
      'Hello,',
      '',
      `Since your last summary, ${patients(opts.count)} completed their forms for ${opts.practice}.`,
      activityLine(opts.appUrl),
      '',
      'You get this summary because you chose one daily summary e-mail.',
      'You can change this in Settings.',
    ].join('\n'),
  };
}
