// The words of the e-mails and texts a patient receives about their link (issue 21): written
// once here in English, translated by the catalogues (i18n/catalogues/es-patient-mail.ts).
import { localizeText } from '../i18n/translate.js';
import type { PatientLanguage } from '../i18n/languages.js';

/**
 * Each text is whole, with {placeholders} for what the server fills in, so a translation can
 * put the practice's name or the form's title where its own grammar wants them. Nothing about
 * the patient ever goes in one: only the practice, what to fill in, the link and its expiry.
 */
export const patientMailTexts = {
  greeting: 'Hello,',
  inviteSubject: '{practice}: please fill in {title}',
  inviteForm: '{practice} asks you to fill in the form "{title}" before your visit.',
  inviteBucket: '{practice} asks you to fill in the forms in "{title}" before your visit.',
  openToStart: 'Open this secure link to start:',
  forYouOnly: 'The link is for you only, so please do not forward it.',
  untilVisit: 'It works until the end of the day of your visit ({day}).',
  expiresIn: 'It expires in {days} days.',
  inviteSms: '{practice}: please fill in your forms: {url}',
  /** What every text to a patient ends with (carriers require it; an inbound STOP is honoured). */
  smsOptOut: 'Reply STOP to opt out.',
  reminderSubject: '{practice}: a reminder to fill in {title}',
  reminderForm: 'A reminder from {practice}: please fill in the form "{title}" before your visit.',
  reminderBucket:
    'A reminder from {practice}: please fill in the forms in "{title}" before your visit.',
  openToContinue: 'Open this secure link to start, or to continue where you left off:',
  stopReminders: 'To stop these reminders for this link:',
  reminderSms: '{practice}: a reminder to fill in your forms: {url}',
  // The patient's copy of what they signed (issue 19), sent when the clinic chose it.
  copySubject: '{practice}: your copy of your signed forms',
  copyReady:
    'Thank you for filling in your forms for {practice}. You can see and save a copy of what you signed here:',
  copyPrivate:
    'To keep your forms private, the page will ask for your date of birth. The link works for {days} days.',
  copySms: '{practice}: your copy of your signed forms (asks for your birth date): {url}',
  /** The alt text of the practice's logo heading an e-mail's HTML. */
  logoAlt: '{practice} logo',
} as const;

export type PatientMailText = keyof typeof patientMailTexts;

/**
 * One of the texts in `lang`, its placeholders filled in one pass (a practice named "{title}"
 * stays as written). A placeholder without a value is left visible rather than dropped.
 */
export function patientMailText(
  key: PatientMailText,
  lang: PatientLanguage,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return localizeText(patientMailTexts[key], lang).replace(
    /\{([a-z_]+)\}/g,
    (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole),
  );
}
