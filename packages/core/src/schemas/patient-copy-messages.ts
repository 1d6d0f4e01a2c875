// The patient's copy's limits and messages (issue 19), apart from the zod schemas in
// patient-copy.ts so the Spanish catalogue's patterns bring no zod.

/** The browser that submitted may download its copy for this long. */
export const COPY_DOWNLOAD_MINUTES = 30;
/** An e-mailed (or texted) copy's link works for this long, behind the birth date. */
export const COPY_EMAIL_DAYS = 7;
/**
 * Issue 39: a visit whose PDFs are not made this long after it was submitted (or that failed)
 * is not waited for: the patient is told the copy will follow by the link's channel. The page
 * asks a little longer than this, so its last answer is that promise.
 */
export const COPY_PROMISE_AFTER_SECONDS = 60;
/** Wrong birth dates before a copy locks for good. */
export const COPY_MAX_DOB_FAILURES = 5;

export const patientCopyMessages = {
  // The success screen and the browser's copy.
  download: 'Download a copy',
  downloadHint: `Available for ${COPY_DOWNLOAD_MINUTES} minutes on this device`,
  preparing: 'Preparing your copy...',
  /** 409 while a PDF is still being made: the page asks again by itself. */
  pending: 'Your copy is being prepared. Please try again in a moment.',
  tookTooLong: 'Your copy is taking longer than usual. Please try again in a minute.',
  downloaded: 'Your copy was downloaded.',
  // The e-mailed copy's page.
  pageTitle: 'Your signed documents',
  pageIntro: (practice: string) =>
    `${practice} sent you a copy of the forms you signed. To keep them private, please confirm ` +
    'your date of birth.',
  downloadIntro: (practice: string) => `Your copy of the forms you signed for ${practice}.`,
  dobLabel: 'Date of birth',
  show: 'Show my documents',
  save: 'Download the PDF',
  shown: 'Your documents',
  loading: 'Loading your copy',
  // The refusals: plain words, nothing of the patient's.
  unknown:
    'This link is not valid. Please check that you opened the whole link from your message, ' +
    'or ask the practice that sent it for a new copy.',
  expired: (practice: string) => `This link has expired. Ask ${practice} for a copy.`,
  locked: (practice: string) =>
    'This copy is locked after too many wrong dates of birth. ' + `Ask ${practice} for a copy.`,
  dobRequired: 'Enter your date of birth.',
  wrongDob: (triesLeft: number) =>
    `That date of birth does not match our records. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  failed: (practice: string) =>
    `Your copy could not be prepared. Ask ${practice} for a copy of your forms.`,
  // Issue 39: the copy could not be made in time. The answers are safe with the practice; the
  // copy follows by the way the link came, or (a kiosk's fill, a number that replied STOP) the
  // practice gives it.
  willEmail: (practice: string) =>
    `${practice} has received your answers. Your copy will be sent to you by e-mail when it is ready.`,
  willText: (practice: string) =>
    `${practice} has received your answers. Your copy will be sent to you by text message when it is ready.`,
  askForCopy: (practice: string) =>
    `${practice} has received your answers and can give you a copy of your forms.`,
  // The clinic's setting.
  settingTitle: 'E-mail patients a copy',
  settingText:
    'After a patient signs, send them a link to a copy of their forms. The link asks for the ' +
    `patient's date of birth and works for ${COPY_EMAIL_DAYS} days.`,
  settingSaved: 'Saved.',
} as const;
