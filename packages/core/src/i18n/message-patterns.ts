import { esignDisclosure } from '../esign-consent.js';
import { messages } from '../messages.js';
import { handoffMessages } from '../schemas/link-handoff-messages.js';
import { linkStateMessages } from '../schemas/link-states-messages.js';
import { patientCopyMessages } from '../schemas/patient-copy-messages.js';
import { patientLinkMessages } from '../schemas/patient-links.js';
import { checkPastDate } from '../templates/checks.js';
import { customFormMessages } from '../templates/custom-form.js';
import {
  RECORDS_DELIVERY_BUSINESS_DAYS,
  TEXAS_RECORDS_FEE,
  recordsReleaseTemplate,
} from '../templates/form-01-records-release.js';
import { FAMILY_MEDICAL_CONDITIONS } from '../templates/form-03-medical-history-data.js';
import { medicalHistoryMessages } from '../templates/form-03-medical-history.js';
import {
  REFILL_PROCESSING_HOURS,
  REFILL_REQUEST_LEAD_DAYS,
  refillPolicyTemplate,
} from '../templates/form-07-refill-policy.js';
import {
  PRIVACY_COMPLAINT_WINDOW_DAYS,
  privacyNoticeTemplate,
} from '../templates/form-10-privacy-notice.js';
import { LIST_MAX_ROWS, listMessages } from '../templates/list-bounds.js';
import { UPLOAD_MAX_PAGES, uploadMessages } from '../templates/uploads.js';
import { matchPattern, patternIn, patternOf, type MessagePattern } from './pattern.js';

/** Any day before 1900 fails checkPastDate as invalid; any day after `PAST` as in the future. */
const PAST = new Date('2000-01-01T00:00:00Z');
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Records Release's fee sentence for a clinic outside Texas (index 3 of its notice). */
const feeSentence = (state: string | null, recordsFee: string | null) =>
  recordsReleaseTemplate.legalTextFor!({ name: '', state, recordsFee })[3]!;

/** The name the e-sign disclosure uses when the practice has none. */
function esignFallbackName(): string {
  const pattern = patternOf((practice: string) => esignDisclosure(practice)[0]!, {
    practice: 'literal',
  });
  return matchPattern([pattern], esignDisclosure('')[0]!)!.values.practice!;
}

/**
 * Every message and notice a template, its validator or the patient's page builds with values,
 * as patterns. Template messages come first; the clinic-form messages last, as their
 * "<question> is required" shape fits any text.
 */
function buildPatterns(): MessagePattern[] {
  const fallback = esignFallbackName();
  const family = {
    option: FAMILY_MEDICAL_CONDITIONS.map((o) => o.label),
    context: 'family_medical_conditions',
  };
  const fee = TEXAS_RECORDS_FEE;
  return [
    patternOf((label: string) => checkPastDate('1800-01-01', label) ?? '', { label: 'text' }),
    patternOf((label: string) => checkPastDate('2999-12-31', label, PAST) ?? '', {
      label: 'text',
    }),
    patternOf(medicalHistoryMessages.dateRequiredFor, { label: 'text' }),
    patternOf(medicalHistoryMessages.familyMemberRequiredFor, { condition: family }),
    patternOf(uploadMessages.invalid, { label: 'text' }),
    patternOf(uploadMessages.uploadAgain, { label: 'text' }),
    patternIn(uploadMessages.tooManyPages, { pages: UPLOAD_MAX_PAGES }),
    patternIn(listMessages.tooMany, { max: LIST_MAX_ROWS }),
    patternOf(messages.answerTooLong, { label: 'text', max: 'number' }),
    // The notices' numbers come from constants; a changed constant then needs no translator.
    patternIn(recordsReleaseTemplate.legalText[1]!, { days: RECORDS_DELIVERY_BUSINESS_DAYS }),
    patternIn(recordsReleaseTemplate.legalText[3]!, {
      fee: dollars(fee.firstPagesCents),
      pages: fee.firstPages,
      perpage: dollars(fee.perPageAfterCents),
    }),
    patternOf((state: string) => feeSentence(state, 'fee'), { state: 'literal' }),
    patternOf((state: string) => feeSentence(state, null), { state: 'literal' }),
    patternOf(() => feeSentence(null, 'fee'), {}),
    patternOf(() => feeSentence(null, null), {}),
    patternIn(refillPolicyTemplate.legalText[0]!, { hours: REFILL_PROCESSING_HOURS }),
    patternIn(refillPolicyTemplate.legalText[1]!, { days: REFILL_REQUEST_LEAD_DAYS }),
    patternIn(privacyNoticeTemplate.legalText[4]!, { days: PRIVACY_COMPLAINT_WINDOW_DAYS }),
    // The disclosure's last paragraph names no practice: it is a plain text of the catalogue.
    ...[0, 1, 2].map((i) =>
      patternOf((practice: string) => esignDisclosure(practice)[i]!, {
        practice: { fallback },
      }),
    ),
    ...patientPagePatterns(),
    patternOf(customFormMessages.required, { label: 'literal' }),
    patternOf(customFormMessages.invalidEmail, { label: 'literal' }),
    patternOf(customFormMessages.invalidPhone, { label: 'literal' }),
    patternOf(customFormMessages.notNumber, { label: 'literal' }),
    patternOf(customFormMessages.invalidOption, { label: 'literal' }),
    patternOf(customFormMessages.tooShort, { label: 'literal', n: 'number' }),
    patternOf(customFormMessages.tooLong, { label: 'literal', n: 'number' }),
    patternOf(customFormMessages.belowMin, { label: 'literal', n: 'number' }),
    patternOf(customFormMessages.aboveMax, { label: 'literal', n: 'number' }),
    patternOf(customFormMessages.invalidDate, { label: 'literal' }),
    patternOf(customFormMessages.notFuture, { label: 'literal' }),
    patternOf(customFormMessages.invalidInitials, { label: 'literal' }),
  ];
}

/** The patient's pages' messages that name the practice, a day, a time or the tries left. */
function patientPagePatterns(): MessagePattern[] {
  const practice = { practice: 'literal' } as const;
  const s = linkStateMessages;
  const c = patientCopyMessages;
  return [
    patternOf(patientLinkMessages.cancelled, practice),
    patternOf(s.submittedText, practice),
    patternOf(s.expiredText, { practice: 'literal', on: 'literal' }),
    patternOf((name: string) => s.expiredText(name), practice),
    patternOf(s.cancelledText, practice),
    patternOf(s.replacedText, practice),
    patternOf(s.callUs, practice),
    patternOf(s.asked, practice),
    patternOf(handoffMessages.validUntil, { time: 'literal' }),
    // The plural form; the singular ("1 try left") is a plain text of the catalogue.
    patternOf(handoffMessages.dobMismatch, { left: 'number' }),
    patternOf(c.wrongDob, { triesLeft: 'number' }),
    ...[
      c.pageIntro,
      c.downloadIntro,
      c.expired,
      c.locked,
      c.failed,
      c.willEmail,
      c.willText,
      c.askForCopy,
    ].map((m) => patternOf(m, practice)),
  ];
}

let built: MessagePattern[] | undefined;

/** Built on first use, not at import: a page that never translates pays nothing for them. */
export function messagePatterns(): readonly MessagePattern[] {
  built ??= buildPatterns();
  return built;
}
