/**
 * Every English text a patient can be shown by a template, its validator or the shared
 * messages, gathered from the source modules themselves (never copied), for the catalogue
 * tests: templates walked field by field, message sets read, validators run on probing values.
 */
import { esignConsentMessages, esignDisclosure } from '../esign-consent.js';
import { messages } from '../messages.js';
import { handoffMessages } from '../schemas/link-handoff.js';
import { kioskMessages } from '../schemas/kiosk.js';
import { linkStateMessages } from '../schemas/link-states.js';
import { patientCopyMessages, patientDocumentTexts } from '../schemas/patient-copy.js';
import { patientMailTexts } from '../schemas/patient-mail.js';
import { patientLinkMessages } from '../schemas/patient-links.js';
import { checkMessages } from '../templates/checks.js';
import { customFormMessages } from '../templates/custom-form.js';
import { recordsReleaseMessages } from '../templates/form-01-records-release.js';
import { ownershipDisclosureMessages } from '../templates/form-02-ownership-disclosure.js';
import { medicalHistoryMessages } from '../templates/form-03-medical-history.js';
import { demographyMessages } from '../templates/form-04-demography.js';
import { privacyAcknowledgmentMessages } from '../templates/form-05-privacy-acknowledgment.js';
import { physicianOwnershipMessages } from '../templates/form-06-physician-ownership.js';
import { refillPolicyMessages } from '../templates/form-07-refill-policy.js';
import {
  NO_ADVANCE_DIRECTIVE_NOTICE,
  advanceDirectiveMessages,
} from '../templates/form-08-advance-directive.js';
import { telemedicineConsentMessages } from '../templates/form-09-telemedicine-consent.js';
import { privacyNoticeMessages } from '../templates/form-10-privacy-notice.js';
import { insuranceMessages, policyMessages } from '../templates/form-11-insurance-information.js';
import { signatureBlockMessages } from '../templates/define.js';
import { NOTICE_PLACEHOLDERS, type PracticeFacts } from '../templates/practice-notice.js';
import { FORM_TEMPLATES } from '../templates/registry.js';
import { templateSubmissionError } from '../templates/submission-error.js';
import { ADDED_QUESTIONS_TITLE } from '../templates/template-customization.js';
import type { FormTemplate, TemplateValues } from '../templates/types.js';
import { listMessages } from '../templates/list-bounds.js';
import { uploadMessages } from '../templates/uploads.js';
import { identityMessages } from '../templates/validation.js';
import { formRowTexts } from './form-row-texts.js';
import { fileUploadTexts, patientPageTexts, signatureFieldTexts } from './patient-pages.js';
import { kioskPatientTexts, signatureTexts } from './patient-screens.js';
import { VALIDATION_NOTICE_TITLE } from '../templates/custom-form.js';

export interface SourceText {
  text: string;
  /** The field an option label belongs to (an i18next context). */
  context?: string;
}

export const TEMPLATES: readonly FormTemplate[] = Object.values(FORM_TEMPLATES);

/** Facts that walk every wording of a notice that depends on the practice's state and fee. */
export const NOTICE_FACTS: readonly PracticeFacts[] = [
  { name: 'Clinic', state: 'Texas' },
  { name: 'Clinic', state: 'California', recordsFee: '$5 per request' },
  { name: 'Clinic', state: 'California' },
  { name: 'Clinic', recordsFee: '$5 per request' },
  { name: 'Clinic' },
];

export function templateTexts(template: FormTemplate): SourceText[] {
  const texts: SourceText[] = [{ text: template.title }];
  for (const section of [
    ...template.sections,
    ...(template.signatureBlock ? [template.signatureBlock] : []),
  ]) {
    texts.push({ text: section.title });
    for (const field of section.fields) {
      texts.push({ text: field.label });
      for (const option of field.options ?? [])
        texts.push({ text: option.label, context: field.name });
    }
  }
  for (const paragraph of template.legalText) texts.push({ text: paragraph });
  for (const facts of template.legalTextFor ? NOTICE_FACTS : [])
    for (const paragraph of template.legalTextFor!(facts)) texts.push({ text: paragraph });
  return texts;
}

type MessageSet = Readonly<Record<string, unknown>>;

/** The sets a patient's page or a template validator shows; staff-only sets are left out. */
const MESSAGE_SETS: readonly MessageSet[] = [
  identityMessages,
  checkMessages,
  recordsReleaseMessages,
  ownershipDisclosureMessages,
  medicalHistoryMessages,
  demographyMessages,
  privacyAcknowledgmentMessages,
  signatureBlockMessages,
  physicianOwnershipMessages,
  refillPolicyMessages,
  advanceDirectiveMessages,
  telemedicineConsentMessages,
  privacyNoticeMessages,
  insuranceMessages,
  policyMessages('primary'),
  policyMessages('secondary'),
  uploadMessages,
  listMessages,
  esignConsentMessages,
  templateSubmissionError,
  // Issue 21: the e-mails and texts a patient receives about their link.
  patientMailTexts,
  // Issue 21: what a submission's PDF prints around the form's own words.
  patientDocumentTexts,
  // Issue 21: the patient's pages (the staff-only texts of these sets are left out).
  patientPageTexts,
  formRowTexts,
  signatureTexts,
  signatureFieldTexts,
  fileUploadTexts,
  kioskPatientTexts,
  // What a patient who starts a kiosk fill themselves, or holds an ended tablet, may read.
  pick(kioskMessages, ['chooseOne', 'patientNameRequired', 'patientNameLength', 'deviceEnded']),
  // What a patient's page says when the server refused for speed, or could not be reached.
  pick(messages, ['tooManyRequests', 'serverUnreachable']),
  omit(patientLinkMessages, ['noFields']),
  omit(linkStateMessages, ['renewalStillOpen', 'renewalSubmitted', 'noticeTitle', 'noticeBody']),
  omit(handoffMessages, ['lockedNoticeTitle', 'lockedNoticeBody']),
  omit(patientCopyMessages, ['settingTitle', 'settingText', 'settingSaved']),
];

function pick<T extends MessageSet>(set: T, keys: readonly (keyof T)[]): MessageSet {
  return Object.fromEntries(Object.entries(set).filter(([key]) => keys.includes(key)));
}

function omit<T extends MessageSet>(set: T, keys: readonly (keyof T)[]): MessageSet {
  return Object.fromEntries(Object.entries(set).filter(([key]) => !keys.includes(key)));
}

/** The dynamic messages with sample arguments a template would give them. */
function sampleDynamicMessages(): string[] {
  const c = customFormMessages;
  return [
    uploadMessages.invalid('Photo ID'),
    uploadMessages.uploadAgain('Front of the insurance card'),
    medicalHistoryMessages.dateRequiredFor('Asthma'),
    medicalHistoryMessages.familyMemberRequiredFor('Diabetes'),
    messages.answerTooLong('Reason for Request', 10_000),
    ...[c.required, c.invalidEmail, c.invalidPhone, c.notNumber, c.invalidOption]
      // notPast reads like checkPastDate's message; its label is the clinic's, kept as written.
      .concat([c.invalidDate, c.notFuture, c.invalidInitials])
      .map((message) => message('Favorite color')),
    ...[c.tooShort, c.tooLong, c.belowMin, c.aboveMax].map((message) => message('Age', 3)),
    ...patientPageMessages(),
  ];
}

/** The patient's pages' messages built with a practice, a day, a time or the tries left. */
function patientPageMessages(): string[] {
  const practice = 'Sunrise Family Clinic';
  const s = linkStateMessages;
  const p = patientCopyMessages;
  return [
    patientLinkMessages.cancelled(practice),
    s.submittedText(practice),
    s.expiredText(practice, 'March 1, 2026'),
    s.expiredText(practice),
    s.cancelledText(practice),
    s.replacedText(practice),
    s.callUs(practice),
    s.asked(practice),
    handoffMessages.validUntil('3:45 PM'),
    handoffMessages.dobMismatch(3),
    handoffMessages.dobMismatch(1),
    p.wrongDob(2),
    p.wrongDob(1),
    ...[
      p.pageIntro,
      p.downloadIntro,
      p.expired,
      p.locked,
      p.failed,
      p.willEmail,
      p.willText,
      p.askForCopy,
    ].map((m) => m(practice)),
    VALIDATION_NOTICE_TITLE,
  ];
}

export function staticMessageTexts(): string[] {
  const texts = MESSAGE_SETS.flatMap((set) =>
    Object.values(set).filter((v): v is string => typeof v === 'string'),
  );
  return [
    ...texts,
    ...sampleDynamicMessages(),
    NO_ADVANCE_DIRECTIVE_NOTICE,
    ADDED_QUESTIONS_TITLE,
    ...Object.values(NOTICE_PLACEHOLDERS).map((p) => p.fallback),
    ...esignDisclosure('Sunrise Family Clinic'),
    ...esignDisclosure(''),
  ];
}

const LONG = 'x'.repeat(10_001);

/** One value per field that fails its checks in a given way; lists get rows that do too. */
function probe(template: FormTemplate, text: string, date: string): TemplateValues {
  const values: TemplateValues = {};
  for (const field of template.fields) {
    if (['text', 'textarea', 'email', 'tel'].includes(field.type)) values[field.name] = text;
    else if (field.type === 'date') values[field.name] = date;
    else if (['radio', 'select'].includes(field.type)) values[field.name] = 'not offered';
    else if (field.type === 'file') values[field.name] = 'not an upload';
    else if (field.type === 'list') values[field.name] = listRows(field.options, text, date);
  }
  // Answers that open the conditional questions, so their messages are reached too.
  return { ...values, usesTobacco: 'Yes', Alcohol: 'Yes', has_secondary: 'Yes' };
}

function listRows(options: FormTemplate['fields'][number]['options'], text: string, date: string) {
  const ids = [...(options ?? []).map((o) => o.value), 'forged id'];
  return [
    ...ids.map((id) => ({ id, checked: true, date: '', family_member: '' })),
    ...ids.map((id) => ({ id, checked: false, date })),
    { surgery: 'Appendectomy', date: '' },
    { surgery: 'Appendectomy', date },
    { name: text, dose: text, directions: text },
  ];
}

const TODAY = new Date('2026-06-01T12:00:00Z');

/** Every message the template's validator answers to empty and to probing submissions. */
export function validatorMessages(template: FormTemplate): string[] {
  const submissions: TemplateValues[] = [
    {},
    probe(template, '1', '1800-01-01'),
    probe(template, 'a', '2999-01-01'),
    probe(template, '@@', 'not a date'),
    probe(template, LONG, ''),
    { guardian_name: 'a' },
  ];
  return submissions.flatMap((values) =>
    Object.values(template.validate(values, { today: TODAY })).flat(),
  );
}
